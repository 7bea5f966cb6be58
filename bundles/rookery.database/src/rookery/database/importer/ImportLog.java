package rookery.database.importer;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Which files were imported and how far: a file is known by its path, size and modification
 * time; {@code records} counts the games read from it (rejected ones included) up to the last
 * committed batch, so that an interrupted import resumes after them.
 */
final class ImportLog {

    record FileState(long records, boolean complete) {
    }

    private ImportLog() {
    }

    /** How far the file was imported, or null when it never was (in its current size and time). */
    static FileState state(Connection connection, String path, long size, long modified) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("SELECT records, complete FROM imported_files"
                + " WHERE path = ? AND size = ? AND modified = ?")) {
            query.setString(1, path);
            query.setLong(2, size);
            query.setLong(3, modified);
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? new FileState(row.getLong(1), row.getInt(2) != 0) : null;
            }
        }
    }

    static void record(Connection connection, String path, long size, long modified, long records, boolean complete)
            throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("INSERT OR REPLACE INTO imported_files(path, size,"
                + " modified, records, complete) VALUES (?, ?, ?, ?, ?)")) {
            update.setString(1, path);
            update.setLong(2, size);
            update.setLong(3, modified);
            update.setLong(4, records);
            update.setInt(5, complete ? 1 : 0);
            update.executeUpdate();
        }
    }
}
