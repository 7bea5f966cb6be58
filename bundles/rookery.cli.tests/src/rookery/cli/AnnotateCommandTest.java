package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.GameSearch;
import rookery.database.GameSort;
import rookery.database.OpeningDatabase;
import rookery.database.StoredReview;
import rookery.pgn.GameNode;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;

/**
 * {@code ./rookery annotate} run in-process on real PGN with the built-in engine (and no engine at
 * all for games carrying their own evaluations): the review in the PGN, read back.
 */
class AnnotateCommandTest {
    /** 3...Nf6?? allows Qxf7#, and 4.Qf3?? misses it. */
    private static final String MISSED_MATE = """
            [Event "Missed mate"]
            [White "A"]
            [Black "B"]
            [Result "*"]

            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qf3 Nd4 5. Qd3 d5 *

            """;
    private static final String ILLEGAL = """
            [Event "Illegal"]
            [White "C"]
            [Black "D"]
            [Result "*"]

            1. e4 e5 2. Ke3 *

            """;
    private static final String EVALUATED = """
            [Event "Evaluated"]
            [White "E"]
            [Black "F"]
            [Result "0-1"]

            1. e4 { [%eval 0.2] [%clk 0:03:00] } 1... e5 { [%eval 0.25] } 2. Qh5 { [%eval -0.3] } 2... Nc6 { [%eval -0.2] }
            3. Bc4 { [%eval -0.3] } 3... g6 { [%eval -0.1] } 4. Qf3 { [%eval -0.2] } 4... Nf6 { [%eval -0.1] }
            5. g4 { [%eval -2.5] } 5... Nd4 { [%eval -3.1] } 0-1

            """;

    /** 1.Kd5?? lets a won king-and-pawn ending go: 1.Kd6 or 1.Kf6 win. */
    private static final String THROWN_TABLEBASE_WIN = """
            [Event "Thrown away"]
            [White "G"]
            [Black "H"]
            [Result "1/2-1/2"]
            [SetUp "1"]
            [FEN "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"]

            1. Kd5 Kd7 2. Kc5 Ke6 1/2-1/2

            """;

    @TempDir
    Path folder;

    private Path pgn(String name, String... games) throws Exception {
        return Files.writeString(folder.resolve(name), String.join("", games), StandardCharsets.UTF_8);
    }

    private static List<PgnGame> read(Path file) throws Exception {
        List<PgnGame> games = new ArrayList<>();
        try (PgnReader reader = PgnReader.open(file)) {
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                games.add((PgnGame) record);
            }
        }
        return games;
    }

    private static GameNode ply(PgnGame game, int ply) {
        GameNode node = game.root();
        for (int i = 0; i < ply; i++) {
            node = node.mainChild();
        }
        return node;
    }

    @Test
    void aMissedMateInOneIsABlunderWithTheMateAsAVariationAndAnIllegalGameIsSkipped() throws Exception {
        Path out = folder.resolve("out.pgn");
        assertEquals(0, RookeryCommand.run("annotate", pgn("in.pgn", MISSED_MATE, ILLEGAL).toString(), "--out", out.toString(),
                "--depth", "8", "--threads", "1"));
        List<PgnGame> games = read(out);
        assertEquals(1, games.size(), "the game with an illegal move is skipped, the other written");
        PgnGame game = games.get(0);
        for (int ply = 1; ply <= game.plies(); ply++) {
            assertNotNull(ply(game, ply).evaluation(), "[%eval] after ply " + ply);
        }
        GameNode missed = ply(game, 7);
        assertTrue(Arrays.stream(missed.nags()).anyMatch(nag -> nag == 4), "4.Qf3 has ?? " + Arrays.toString(missed.nags()));
        assertTrue(missed.comment().endsWith("Blunder. Qxf7# was best."), missed.comment());
        assertEquals(2, ply(game, 6).children().size(), "the mate is a variation beside 4.Qf3");
        assertTrue(ply(game, 6).evaluation().mate() && ply(game, 6).evaluation().value() == 1, "after 3...Nf6 White mates in one");
        pgnExtractAccepts(out, 1);
    }

    @Test
    void aMoveThatThrowsAwayATablebaseWinIsABlunderWhateverTheEngineSays() throws Exception {
        Path syzygy = Path.of(System.getProperty("rookery.shared.data", "../shared/data"), "syzygy");
        Assumptions.assumeTrue(Files.isRegularFile(syzygy.resolve("KPvK.rtbw")), "shared Syzygy tables not found: " + syzygy);
        Path in = pgn("thrown.pgn", THROWN_TABLEBASE_WIN);
        Path byEngine = folder.resolve("engine.pgn");
        Path byTables = folder.resolve("tables.pgn");
        assertEquals(0, RookeryCommand.run("annotate", in.toString(), "--out", byEngine.toString(), "--depth", "2", "--threads", "1"));
        assertEquals(0, RookeryCommand.run("annotate", in.toString(), "--out", byTables.toString(), "--depth", "2", "--threads", "1",
                "--syzygy", syzygy.toString()));
        GameNode engineSays = ply(read(byEngine).get(0), 1);
        assertTrue(Arrays.stream(engineSays.nags()).noneMatch(nag -> nag == 4), "the engine alone: " + Arrays.toString(engineSays.nags()));
        PgnGame judged = read(byTables).get(0);
        GameNode thrown = ply(judged, 1);
        assertTrue(Arrays.stream(thrown.nags()).anyMatch(nag -> nag == 4), "1.Kd5 has ?? " + Arrays.toString(thrown.nags()));
        assertTrue(thrown.comment().matches("(?s).*TB draw\\. Blunder\\. K[df]6 was best\\."), thrown.comment());
        assertEquals(0, thrown.evaluation().value(), "a draw by the tables is written as 0.00");
        assertEquals(2, judged.root().children().size(), "the winning move is a variation beside 1.Kd5");
        for (int ply = 2; ply <= judged.plies(); ply++) {
            assertEquals(0, ply(judged, ply).nags().length, "a drawing move in a drawn ending, ply " + ply);
        }
        pgnExtractAccepts(byTables, 1);
    }

    @Test
    void aGameWithItsOwnEvaluationsIsJudgedTheSameWithAndWithoutAnEngine() throws Exception {
        Path in = pgn("evaluated.pgn", EVALUATED);
        Path withBuiltIn = folder.resolve("builtin.pgn");
        Path withoutEngine = folder.resolve("none.pgn");
        assertEquals(0, RookeryCommand.run("annotate", in.toString(), "--out", withBuiltIn.toString(), "--depth", "6"));
        assertEquals(0, RookeryCommand.run("annotate", in.toString(), "--out", withoutEngine.toString(), "--engine",
                folder.resolve("no-such-engine").toString()));
        assertEquals(Files.readString(withBuiltIn), Files.readString(withoutEngine));
        PgnGame game = read(withoutEngine).get(0);
        assertTrue(ply(game, 1).comment().contains("[%clk 0:03:00]"), "other comment commands are kept: " + ply(game, 1).comment());
        GameNode g4 = ply(game, 9);
        assertTrue(Arrays.stream(g4.nags()).anyMatch(nag -> nag == 4), "5.g4 drops White from -0.2 to -2.5: a blunder");
    }

    @Test
    void aNodeLimitGivesTheSamePgnTwice() throws Exception {
        Path in = pgn("in.pgn", MISSED_MATE, MISSED_MATE.replace("Missed mate", "Again"));
        Path first = folder.resolve("first.pgn");
        Path second = folder.resolve("second.pgn");
        assertEquals(0, RookeryCommand.run("annotate", in.toString(), "--out", first.toString(), "--nodes", "3000", "--threads", "2"));
        assertEquals(0, RookeryCommand.run("annotate", in.toString(), "--out", second.toString(), "--nodes", "3000", "--threads", "2"));
        assertEquals(Files.readString(first), Files.readString(second));
    }

    @Test
    void storedReviewsGoIntoTheDatabaseBesideTheGamesTheQueryMatches() throws Exception {
        Path db = folder.resolve("db");
        Path in = pgn("in.pgn", MISSED_MATE, MISSED_MATE.replace("Missed mate", "Other").replace("\"A\"", "\"Z\""));
        assertEquals(0, RookeryCommand.run("import", "--db", db.toString(), in.toString()));
        Path out = folder.resolve("out.pgn");
        assertEquals(0, RookeryCommand.run("annotate", "--db", db.toString(), "--query", "white:z", "--store", "--depth", "8",
                "--threads", "1", "--out", out.toString()));
        PgnGame annotated = read(out).get(0);
        try (OpeningDatabase database = OpeningDatabase.open(db)) {
            long other = database.games(GameSearch.of(null, "white:z", GameSort.DATE), 0, 1).games().get(0).id();
            long first = database.games(GameSearch.of(null, "white:a", GameSort.DATE), 0, 1).games().get(0).id();
            StoredReview review = database.review(other);
            assertNotNull(review, "the queried game's review is stored");
            assertEquals(null, database.review(first), "games the query does not match are left alone");
            assertEquals("Rookery, depth 8 a position", review.engine());
            assertEquals(annotated.plies() + 1, review.evals().size());
            for (int ply = 1; ply <= annotated.plies(); ply++) {
                assertEquals(ply(annotated, ply).evaluation().pgn(), review.evals().get(ply), "ply " + ply + " as in the PGN written");
                int nag = Arrays.stream(ply(annotated, ply).nags()).filter(n -> n == 2 || n == 4 || n == 6).findFirst().orElse(0);
                assertEquals(nag, review.nags()[ply - 1], "ply " + ply + "'s glyph");
            }
            assertEquals(4, review.nags()[6], "4.Qf3?? is stored as a blunder");
            assertTrue(review.white().blunders() >= 1 && review.white().accuracy() < review.black().accuracy(), review.toString());
        }
        assertEquals(2, RookeryCommand.run("annotate", in.toString(), "--store", "--out", out.toString()), "--store needs --db");
    }

    @Test
    void aFileWithoutGamesIsRefusedWithExitCodeOne() throws Exception {
        assertEquals(1, RookeryCommand.run("annotate", pgn("empty.pgn", "").toString(), "--out", folder.resolve("out.pgn").toString()));
        assertEquals(2, RookeryCommand.run("annotate", "--out", folder.resolve("out.pgn").toString()), "no input is a usage error");
    }

    private static void pgnExtractAccepts(Path file, int games) throws Exception {
        Path pgnExtract = Path.of("/usr/games/pgn-extract");
        if (!Files.isExecutable(pgnExtract)) {
            return;
        }
        Process process = new ProcessBuilder(pgnExtract.toString(), "-r", file.toString()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertTrue(output.contains(games + " game") && !output.contains("rror"), output);
    }
}
