package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.eco.EcoTable;
import rookery.pgn.PgnReader;

/**
 * A database written by another process (a real second JVM importing into it): this process
 * opens and reads it consistently, a copy into it is refused as written by another process and
 * changes neither database, and the other process's import ends whole.
 */
class AnotherProcessTest {

    private static final int BATCH_GAMES = 40;

    @TempDir
    Path folder;

    @Test
    void aCopyIntoADatabaseAnotherProcessWritesIsReportedAndBothDatabasesStayWhole() throws Exception {
        Path pgn = TestData.worldMatches();
        Optional<String> classPath = ChildClassPath.of(ChildHeldImport.class, OpeningDatabase.class, Position.class, PgnReader.class,
                rookery.tablebase.Tablebases.class, org.sqlite.SQLiteDataSource.class, IndexWriter.class, QueryParser.class);
        assumeTrue(classPath.isPresent(), "cannot build a class path for a child JVM in this runtime");
        Path source = folder.resolve("source");
        Path held = folder.resolve("held");
        Path reference = folder.resolve("reference");
        for (Path database : List.of(source, reference)) {
            try (OpeningDatabase opened = OpeningDatabase.open(database, ChildImport.SETTINGS, EcoTable.EMPTY)) {
                opened.importFiles(List.of(pgn), new ImportOptions(2, BATCH_GAMES), ImportListener.NONE);
            }
        }

        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", classPath.get(), ChildHeldImport.class.getName(),
                held.toString(), pgn.toString(), Integer.toString(BATCH_GAMES))
                .redirectErrorStream(true).redirectOutput(folder.resolve("child.log").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.exists(ChildHeldImport.started(held)) && child.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertTrue(Files.exists(ChildHeldImport.started(held)), "the other process began its import: " + Files.readString(folder.resolve("child.log")));

            try (OpeningDatabase from = OpeningDatabase.open(source, ChildImport.SETTINGS, EcoTable.EMPTY);
                    OpeningDatabase into = OpeningDatabase.open(held, ChildImport.SETTINGS, EcoTable.EMPTY)) {
                long heldGames = into.gameCount();
                assertEquals(heldGames, into.games(null, "", GameSort.RELEVANCE, 1).total(), "this process reads one committed batch");
                Exception refused = assertThrows(Exception.class, () -> from.copyGames(into, GameSelection.all(), new ImportOptions(2, BATCH_GAMES),
                        ImportListener.NONE));
                assertTrue(OpeningDatabase.writtenByAnotherProcess(refused), "reported as written by another process: " + refused);
                assertEquals(heldGames, into.gameCount(), "nothing copied");
                try (OpeningDatabase whole = OpeningDatabase.open(reference, ChildImport.SETTINGS, EcoTable.EMPTY)) {
                    assertEquals(whole.gameCount(), from.gameCount(), "the source keeps every game");
                }
            }
            Files.createFile(ChildHeldImport.release(held));
            assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the other process finished");
            assertEquals(0, child.exitValue(), Files.readString(folder.resolve("child.log")));
        } finally {
            child.destroyForcibly();
        }

        try (OpeningDatabase expected = OpeningDatabase.open(reference, ChildImport.SETTINGS, EcoTable.EMPTY);
                OpeningDatabase actual = OpeningDatabase.open(held, ChildImport.SETTINGS, EcoTable.EMPTY)) {
            assertEquals(expected.gameCount(), actual.gameCount());
            SameStatistics.assertSame(expected, actual, BruteForce.games(pgn));
        }
    }
}
