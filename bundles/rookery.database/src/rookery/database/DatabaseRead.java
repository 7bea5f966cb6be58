package rookery.database;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * One read of a database: a read connection's transaction and the index snapshot of the same
 * committed batch, so that everything the read asks comes from that batch. Reads run at once on
 * as many threads as ask.
 */
final class DatabaseRead implements AutoCloseable {

    private final ReadConnections connections;
    private final ReadSnapshots snapshots;
    final ReadConnection sql;
    final ReadSnapshot snapshot;

    private DatabaseRead(ReadConnections connections, ReadSnapshots snapshots, ReadConnection sql, ReadSnapshot snapshot) {
        this.connections = connections;
        this.snapshots = snapshots;
        this.sql = sql;
        this.snapshot = snapshot;
    }

    /**
     * Begins a read of the last committed batch: when SQLite has committed a batch the shared
     * snapshot does not have yet, the snapshot is renewed first.
     */
    static DatabaseRead begin(ReadConnections connections, ReadSnapshots snapshots) throws IOException, SQLException {
        while (true) {
            ReadSnapshot snapshot = snapshots.acquire();
            ReadConnection sql = null;
            try {
                sql = connections.take();
                if (sql.begin() == snapshot.batch) {
                    return new DatabaseRead(connections, snapshots, sql, snapshot);
                }
                sql.end();
                connections.giveBack(sql);
                snapshots.release(snapshot);
            } catch (IOException | SQLException | RuntimeException e) {
                if (sql != null) {
                    connections.discard(sql);
                }
                snapshots.release(snapshot);
                throw e;
            }
            snapshots.maybeRefreshBlocking();
        }
    }

    Connection connection() {
        return sql.connection;
    }

    long batch() {
        return snapshot.batch;
    }

    @Override
    public void close() throws SQLException {
        try {
            sql.end();
            connections.giveBack(sql);
        } catch (SQLException | RuntimeException e) {
            connections.discard(sql);
            throw e;
        } finally {
            try {
                snapshots.release(snapshot);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
