package rookery.database;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;

/** The read connections of a database, one for each read running at once, kept open between reads. */
final class ReadConnections implements AutoCloseable {

    private final Path folder;
    private final ConcurrentLinkedDeque<ReadConnection> idle = new ConcurrentLinkedDeque<>();
    private final Set<ReadConnection> open = ConcurrentHashMap.newKeySet();

    ReadConnections(Path folder) {
        this.folder = folder;
    }

    ReadConnection take() throws IOException, SQLException {
        ReadConnection connection = idle.pollFirst();
        if (connection == null) {
            connection = ReadConnection.open(folder);
            open.add(connection);
        }
        return connection;
    }

    void giveBack(ReadConnection connection) {
        idle.addFirst(connection);
    }

    /** Closes a connection whose read failed instead of giving it back. */
    void discard(ReadConnection connection) throws SQLException {
        open.remove(connection);
        connection.close();
    }

    /** The last batch committed now. */
    long committedBatch() throws IOException, SQLException {
        ReadConnection connection = take();
        try {
            long batch = connection.begin();
            connection.end();
            giveBack(connection);
            return batch;
        } catch (SQLException | RuntimeException e) {
            discard(connection);
            throw e;
        }
    }

    @Override
    public void close() throws SQLException {
        SQLException failed = null;
        for (ReadConnection connection : open) {
            try {
                connection.close();
            } catch (SQLException e) {
                failed = e;
            }
        }
        open.clear();
        idle.clear();
        if (failed != null) {
            throw failed;
        }
    }
}
