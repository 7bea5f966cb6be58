package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.eco.EcoTable;
import rookery.pgn.PgnReader;

/**
 * Kills an importing (or game-saving) child JVM (SIGKILL) at random points, checks that the
 * database reopens consistent each time, then lets the import (saving) finish and compares
 * everything with an uninterrupted run.
 */
class CrashSafetyTest {

    private static final int BATCH_GAMES = 40;
    private static final String SAVED_GAMES = "30";

    @TempDir
    Path folder;

    @Test
    void killedImportsReopenConsistentAndResumeToTheUninterruptedResult() throws Exception {
        Path pgn = TestData.worldMatches();
        killRepeatedlyThenFinish(ChildImport.class, pgn.toString(), Integer.toString(BATCH_GAMES));
    }

    /** Game > Save to Database killed mid-way: each killed save leaves the database consistent, saving again completes it. */
    @Test
    void killedGameSavesReopenConsistentAndSavingAgainGivesTheUninterruptedResult() throws Exception {
        Path pgn = TestData.worldMatches();
        killRepeatedlyThenFinish(ChildSave.class, pgn.toString(), SAVED_GAMES);
    }

    /** Deleting games killed mid-way: each killed run leaves the database consistent, deleting again gives the uninterrupted result. */
    @Test
    void killedGameDeletionsReopenConsistentAndDeletingAgainGivesTheUninterruptedResult() throws Exception {
        Path pgn = TestData.worldMatches();
        for (String copy : List.of("reference", "crashed")) {
            try (OpeningDatabase database = OpeningDatabase.open(folder.resolve(copy), ChildImport.SETTINGS, EcoTable.EMPTY)) {
                database.importFiles(List.of(pgn), new ImportOptions(2, BATCH_GAMES), ImportListener.NONE);
            }
        }
        killRepeatedlyThenFinish(ChildDelete.class);
    }

    /**
     * Moving games into another database killed mid-way: after each kill both databases are
     * consistent and every game is in one of them or both; moving again gives the uninterrupted result.
     */
    @Test
    void killedMovesLeaveEveryGameInOneDatabaseOrBothAndMovingAgainGivesTheUninterruptedResult() throws Exception {
        Path pgn = TestData.worldMatches();
        for (String copy : List.of("reference", "crashed")) {
            try (OpeningDatabase database = OpeningDatabase.open(folder.resolve(copy), ChildImport.SETTINGS, EcoTable.EMPTY)) {
                database.importFiles(List.of(pgn), new ImportOptions(2, BATCH_GAMES), ImportListener.NONE);
            }
        }
        Set<String> everyGame = new HashSet<>(Snapshot.fingerprints(folder.resolve("crashed")));
        killRepeatedlyThenFinish(ChildMove.class, crashed -> {
            Path target = ChildMove.target(crashed);
            checkConsistent(target);
            Set<String> held = new HashSet<>(Snapshot.fingerprints(crashed));
            held.addAll(Snapshot.fingerprints(target));
            assertEquals(everyGame, held, "each game in the source, the target or both");
        });
        assertEquals(Snapshot.of(ChildMove.target(folder.resolve("reference"))), Snapshot.of(ChildMove.target(folder.resolve("crashed"))));
    }

    /**
     * Merging name spellings killed mid-way: after each kill the database is consistent and every
     * game is there under its old name, its new one or both; merging again gives the uninterrupted
     * result, which has the statistics of the games imported with the names merged.
     */
    @Test
    void killedNameMergesLeaveEveryGameUnderOneNameOrBothAndMergingAgainGivesTheUninterruptedResult() throws Exception {
        Path pgn = TestData.worldMatches();
        List<String> texts = ChildSave.gameTexts(pgn);
        StringBuilder respelled = new StringBuilder();
        for (int i = 0; i < texts.size(); i++) {
            respelled.append(ChildMerge.respelled(texts.get(i), i)).append('\n');
        }
        Path file = Files.writeString(folder.resolve("respelled.pgn"), respelled, StandardCharsets.UTF_8);
        for (String copy : List.of("reference", "crashed")) {
            try (OpeningDatabase database = OpeningDatabase.open(folder.resolve(copy), ChildImport.SETTINGS, EcoTable.EMPTY)) {
                database.importFiles(List.of(file), new ImportOptions(2, BATCH_GAMES), ImportListener.NONE);
            }
        }
        killRepeatedlyThenFinish(ChildMerge.class, crashed -> {
            try (OpeningDatabase opened = OpeningDatabase.open(crashed, ChildImport.SETTINGS, EcoTable.EMPTY)) {
                assertTrue(opened.gameCount() >= texts.size(), "no game lost: " + opened.gameCount());
                for (String[] names : ChildMerge.RESPELLED) {
                    long games = opened.games(null, "player:\"" + names[0] + "\" OR player:\"" + names[1] + "\"", GameSort.DATE, 1).total();
                    assertTrue(games >= texts.stream().filter(text -> text.contains("\"" + names[0] + "\"")).count(), names[0] + ": " + games);
                }
            }
        });
        try (OpeningDatabase merged = OpeningDatabase.open(folder.resolve("crashed"), ChildImport.SETTINGS, EcoTable.EMPTY)) {
            assertEquals(texts.size(), merged.gameCount());
            assertEquals(0, merged.games(null, "player:\"KARPOV, A.\"", GameSort.DATE, 1).total());
        }
    }

    /** What a test checks of the databases after each kill, beside the consistency of the one killed. */
    @FunctionalInterface
    private interface AfterKill {
        void check(Path crashed) throws Exception;
    }

    private void killRepeatedlyThenFinish(Class<?> childMain, String... args) throws Exception {
        killRepeatedlyThenFinish(childMain, crashed -> {
        }, args);
    }

    private void killRepeatedlyThenFinish(Class<?> childMain, AfterKill afterKill, String... args) throws Exception {
        Optional<String> classPath = ChildClassPath.of(childMain, OpeningDatabase.class, Position.class, PgnReader.class,
                rookery.tablebase.Tablebases.class, org.sqlite.SQLiteDataSource.class, IndexWriter.class, QueryParser.class);
        assumeTrue(classPath.isPresent(), "cannot build a class path for a child JVM in this runtime");
        Path reference = folder.resolve("reference");
        Path crashed = folder.resolve("crashed");
        long start = System.nanoTime();
        assertEquals(0, runChild(classPath.get(), childMain, reference, args, -1));
        int uninterruptedMillis = (int) ((System.nanoTime() - start) / 1_000_000);

        // Kill points within the uninterrupted run's duration, so that they fall during the writes
        // however fast or loaded the machine is.
        Random random = new Random(20260105);
        int kills = 0;
        for (int attempt = 0; attempt < 4; attempt++) {
            int exit = runChild(classPath.get(), childMain, crashed, args, uninterruptedMillis * (15 + random.nextInt(60)) / 100);
            if (exit == 0) {
                break;
            }
            kills++;
            checkConsistent(crashed);
            afterKill.check(crashed);
        }
        assertEquals(0, runChild(classPath.get(), childMain, crashed, args, -1));
        assertTrue(kills > 0, "no run was killed");
        assertEquals(Snapshot.of(reference), Snapshot.of(crashed));
    }

    /** Runs the child on the database; with {@code killAfterMillis} >= 0 kills it then (if still running) and returns -1. */
    private static int runChild(String classPath, Class<?> childMain, Path database, String[] args, int killAfterMillis)
            throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", classPath,
                childMain.getName(), database.toString()));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (killAfterMillis >= 0 && !child.waitFor(killAfterMillis, TimeUnit.MILLISECONDS)) {
            child.destroyForcibly();
            child.waitFor();
            return -1;
        }
        assertTrue(child.waitFor(120, TimeUnit.SECONDS), "child did not finish");
        return child.exitValue();
    }

    private static void checkConsistent(Path database) throws Exception {
        try (OpeningDatabase opened = OpeningDatabase.open(database, ChildImport.SETTINGS, EcoTable.EMPTY)) {
            long games = opened.gameCount();
            assertEquals(games, opened.games(null, "", GameSort.RELEVANCE, 1).total(), "indexed games");
            long decidedFromStart = opened.games(Position.startpos(), "result:1-0 OR result:0-1 OR result:\"1/2-1/2\"",
                    GameSort.RELEVANCE, 1).total();
            Exploration start = opened.explore(Position.startpos(), ExploreFilter.NONE);
            assertEquals(decidedFromStart, start.games(), "decided games at the start position");
            assertEquals(start.games(), start.ended() + start.moves().stream().mapToInt(MoveStatistics::games).sum());
        }
    }

    /** Everything an import writes, in a comparable form. */
    private record Snapshot(List<String> games, List<String> rows, List<String> endgames, List<Exploration> explorations) {

        static Snapshot of(Path database) throws Exception {
            List<Exploration> explorations = new ArrayList<>();
            try (OpeningDatabase opened = OpeningDatabase.open(database, ChildImport.SETTINGS, EcoTable.EMPTY)) {
                for (long id = 1; id <= opened.gameCount(); id += 7) {
                    Game game = opened.game(id);
                    if (game == null) {
                        continue;
                    }
                    Position position = game.startPosition();
                    int[] moves = game.moves();
                    for (int ply = 0; ply < Math.min(12, moves.length); ply++) {
                        explorations.add(opened.explore(position, ExploreFilter.NONE));
                        position.play(moves[ply]);
                    }
                }
                explorations.add(opened.explore(Position.startpos(), ExploreFilter.NONE.withElo(2500, 0)));
            }
            try (Connection connection = Storage.openSqlite(database)) {
                return new Snapshot(rows(connection, "SELECT id, white, black, date, result, plies, hex(moves), fingerprint FROM games ORDER BY id"),
                        rows(connection, "SELECT key, move, games, white, draws, black, mover_elo_sum, year_sum, hex(top) FROM position_moves ORDER BY key, move"),
                        rows(connection, "SELECT * FROM endgames ORDER BY signature"), explorations);
            }
        }

        static List<String> fingerprints(Path database) throws Exception {
            try (Connection connection = Storage.openSqlite(database)) {
                return rows(connection, "SELECT fingerprint FROM games");
            }
        }

        private static List<String> rows(Connection connection, String query) throws Exception {
            List<String> rows = new ArrayList<>();
            try (Statement statement = connection.createStatement(); ResultSet result = statement.executeQuery(query)) {
                int columns = result.getMetaData().getColumnCount();
                while (result.next()) {
                    StringBuilder row = new StringBuilder();
                    for (int i = 1; i <= columns; i++) {
                        row.append(result.getString(i)).append('|');
                    }
                    rows.add(row.toString());
                }
            }
            return rows;
        }
    }
}
