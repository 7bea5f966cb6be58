package rookery.database;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

import rookery.database.sql.BucketTable;
import rookery.database.sql.PositionTable;
import rookery.database.sql.Schema;

/**
 * A SQLite connection that only reads, beside the one writer (WAL mode lets both run at once).
 * Each read is one transaction, so all its queries see the same committed batch.
 */
final class ReadConnection implements AutoCloseable {

    final Connection connection;
    final PreparedStatement positionRows;
    final PreparedStatement bucketRows;
    private final PreparedStatement lastBatch;

    private ReadConnection(Connection connection, PreparedStatement positionRows, PreparedStatement bucketRows, PreparedStatement lastBatch) {
        this.connection = connection;
        this.positionRows = positionRows;
        this.bucketRows = bucketRows;
        this.lastBatch = lastBatch;
    }

    static ReadConnection open(Path folder) throws IOException, SQLException {
        Connection connection = Storage.openSqlite(folder);
        try {
            // sqlite-jdbc begins the next transaction at each commit; a deferred one takes its snapshot at its first read.
            connection.setAutoCommit(false);
            return new ReadConnection(connection, PositionTable.prepareRead(connection), BucketTable.prepareRead(connection),
                    Schema.prepareMeta(connection, Schema.LAST_BATCH_KEY));
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    /** Starts a read: its transaction sees the batch returned, the last one committed now, until {@link #end}. */
    long begin() throws SQLException {
        return Schema.meta(lastBatch, 0);
    }

    void end() throws SQLException {
        connection.commit();
    }

    @Override
    public void close() throws SQLException {
        try (connection; lastBatch; bucketRows) {
            positionRows.close();
        }
    }
}
