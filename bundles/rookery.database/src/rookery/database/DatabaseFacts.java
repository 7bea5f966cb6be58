package rookery.database;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;

import org.sqlite.SQLiteConfig;

import rookery.database.sql.Schema;

/**
 * What the Databases list tells of a database folder without opening it as an {@link OpeningDatabase}
 * (no index, no writer): its games, its size on disk (every file under the folder) and when games
 * were last written into it (the newest file's time: an import, a copy, a deletion), and when the
 * last import (or copy into it) committed games, null when none did since the database records it.
 */
public record DatabaseFacts(Path folder, long games, long bytes, Instant lastWritten, Instant lastImport) {

    /** Whether {@code folder} holds a Rookery database. */
    public static boolean isDatabase(Path folder) {
        return Files.isRegularFile(folder.resolve(Storage.SQLITE_FILE));
    }

    public static DatabaseFacts of(Path folder) throws IOException, SQLException {
        long games;
        Instant lastImport;
        SQLiteConfig readOnly = new SQLiteConfig();
        readOnly.setReadOnly(true);
        // read only, so that a folder being deleted or renamed meanwhile is not made again
        try (Connection connection = readOnly.createConnection("jdbc:sqlite:" + folder.resolve(Storage.SQLITE_FILE));
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT count(*), (SELECT value FROM meta WHERE name = '"
                        + Schema.LAST_IMPORT_KEY + "') FROM games")) {
            row.next();
            games = row.getLong(1);
            long millis = row.getLong(2);
            lastImport = row.wasNull() ? null : Instant.ofEpochMilli(millis);
        }
        long[] bytes = {0};
        FileTime[] newest = {FileTime.fromMillis(0)};
        Files.walkFileTree(folder, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                bytes[0] += attributes.size();
                if (attributes.lastModifiedTime().compareTo(newest[0]) > 0) {
                    newest[0] = attributes.lastModifiedTime();
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                // a file an open database's writer replaced meanwhile (a merged index segment)
                return FileVisitResult.CONTINUE;
            }
        });
        return new DatabaseFacts(folder, games, bytes[0], newest[0].toInstant(), lastImport);
    }
}
