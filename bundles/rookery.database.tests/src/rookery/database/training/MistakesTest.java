package rookery.database.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.database.GameSort;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.database.SideFigures;
import rookery.database.StoredReview;

/** A player's ?/?? moves are read from the stored reviews, with the position before each; tries at a position are kept. */
class MistakesTest {
    private static final String GAMES = """
            [White "Alice Smith"] [Black "Bob"] [Date "2024.01.01"] [Result "1-0"]
            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

            [White "Bob"] [Black "Alice Smith"] [Date "2024.01.02"] [Result "0-1"]
            1. f3 e5 2. g4 Qh4# 0-1

            [White "Bob"] [Black "Carol"] [Date "2024.01.03"] [Result "1/2-1/2"]
            1. d4 d5 1/2-1/2
            """;

    @TempDir
    Path folder;

    @Test
    void theMistakesOfThePlayerInReviewedGamesComeWithThePositionBeforeEachMove() throws Exception {
        Path pgn = Files.writeString(folder.resolve("games.pgn"), GAMES);
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            database.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
            long first = id(database, "1-0");
            long second = id(database, "0-1");
            SideFigures none = new SideFigures(0, 0, 0, 0, Double.NaN);
            database.storeReview(first, new StoredReview("test", none, none,
                    Arrays.asList("0.2", "0.2", "0.3", "0.0", "0.3", "0.3", "#1", null), new int[] {0, 0, 6, 0, 0, 4, 0}));
            database.storeReview(second, new StoredReview("test", none, none, Arrays.asList("0.2", "-0.3", "-0.3", "-3.0", null),
                    new int[] {0, 0, 2, 0}));

            List<Mistake> bob = Mistakes.of(database, "bob");
            assertEquals(2, bob.size(), bob.toString());
            Mistake blunder = bob.stream().filter(mistake -> mistake.gameId() == first).findFirst().orElseThrow();
            assertEquals(6, blunder.ply());
            assertEquals(Color.BLACK, blunder.side());
            assertEquals("Nf6", blunder.playedSan());
            assertEquals("g8f6", blunder.playedUci());
            assertEquals("??", blunder.glyph());
            assertEquals("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3", blunder.fenBefore());
            assertEquals("#1", blunder.evalAfter());
            Mistake mistake = bob.stream().filter(found -> found.gameId() == second).findFirst().orElseThrow();
            assertEquals("g4", mistake.playedSan());
            assertEquals("?", mistake.glyph());
            assertTrue(Mistakes.of(database, "Alice Smith").isEmpty(), "Alice's ?! is no mistake and the games' other moves are not judged");
            assertTrue(Mistakes.of(database, "Carol").isEmpty(), "an unreviewed game has no mistakes");
        }
    }

    @Test
    void triesAndSolutionsAreKeptPerPositionAcrossOpenings() throws Exception {
        String fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3";
        PuzzleScores scores = new PuzzleScores(folder);
        assertEquals(PuzzleScores.Score.NONE, scores.score(fen));
        scores.record(fen, false);
        scores.record(fen, true);
        assertEquals(new PuzzleScores.Score(2, 1), new PuzzleScores(folder).score(fen));
        assertEquals(PuzzleScores.Score.NONE, new PuzzleScores(folder).score("8/8/8/8/8/8/8/K6k w - - 0 1"));
    }

    private static long id(OpeningDatabase database, String result) throws Exception {
        return database.games(null, "result:\"" + result + "\"", GameSort.DATE, 1).games().get(0).id();
    }
}
