package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.importer.RejectFile;

/** The Databases part's figures of a closed database, and its rename and delete with the reject file beside it. */
class DatabaseFoldersTest {
    @TempDir
    Path folder;

    private static final String GAMES = """
            [White "A"]
            [Black "B"]
            [Result "1-0"]

            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

            [White "C"]
            [Black "D"]
            [Result "0-1"]

            1. f3 e5 2. g4 Qh4# 0-1

            [White "E"]
            [Black "F"]
            [Result "*"]

            1. e4 Zz9 *
            """;

    private Path database() throws Exception {
        Path pgn = folder.resolve("games.pgn");
        Files.writeString(pgn, GAMES, StandardCharsets.UTF_8);
        Path db = folder.resolve("mine");
        try (OpeningDatabase database = OpeningDatabase.open(db)) {
            database.importFiles(List.of(pgn), ImportOptions.defaults().withThreads(1), ImportListener.NONE);
        }
        return db;
    }

    private static long sizeOf(Path db) throws IOException {
        try (Stream<Path> files = Files.walk(db)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> file.toFile().length()).sum();
        }
    }

    @Test
    void factsOfAClosedDatabaseCountItsGamesAndBytesWithoutOpeningIt() throws Exception {
        Path empty = folder.resolve("empty");
        OpeningDatabase.open(empty).close();
        assertNull(DatabaseFacts.of(empty).lastImport(), "no import yet");
        long before = System.currentTimeMillis();
        Path db = database();
        long after = System.currentTimeMillis();
        DatabaseFacts facts = DatabaseFacts.of(db);
        assertEquals(2, facts.games());
        assertEquals(sizeOf(db), facts.bytes());
        assertTrue(facts.lastWritten().toEpochMilli() > 0);
        long imported = facts.lastImport().toEpochMilli();
        assertTrue(before <= imported && imported <= after, "the import's commit time: " + facts.lastImport());
        assertTrue(DatabaseFacts.isDatabase(db));
        assertFalse(DatabaseFacts.isDatabase(folder.resolve("nothing")));
        assertThrows(Exception.class, () -> DatabaseFacts.of(folder.resolve("nothing")));
        assertFalse(Files.exists(folder.resolve("nothing")), "reading a folder without a database makes none");
    }

    @Test
    void renameTakesTheRejectFileAlongAndDeleteRemovesBoth() throws Exception {
        Path db = database();
        assertTrue(Files.exists(RejectFile.of(db)), "the illegal game was rejected into the file beside the folder");
        Path renamed = DatabaseFolders.rename(db, "theirs");
        assertEquals(folder.resolve("theirs"), renamed);
        assertFalse(Files.exists(db));
        assertTrue(Files.exists(RejectFile.of(renamed)));
        try (OpeningDatabase reopened = OpeningDatabase.open(renamed)) {
            assertEquals(2, reopened.gameCount());
        }
        assertThrows(IllegalArgumentException.class, () -> DatabaseFolders.rename(renamed, "../elsewhere"));
        Files.createDirectories(folder.resolve("taken"));
        assertThrows(IOException.class, () -> DatabaseFolders.rename(renamed, "taken"));
        DatabaseFolders.delete(renamed);
        assertFalse(Files.exists(renamed));
        assertFalse(Files.exists(RejectFile.of(renamed)));
        try (Stream<Path> left = Files.list(folder)) {
            assertEquals(List.of("games.pgn", "taken"), left.map(path -> path.getFileName().toString()).sorted().toList(),
                    "nothing left aside");
        }
        assertThrows(IOException.class, () -> DatabaseFolders.delete(folder.resolve("taken")), "a folder without a database is not deleted");
        assertTrue(Files.exists(folder.resolve("taken")));
    }
}
