package rookery.database;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engine reviews kept beside stored games ({@code ./rookery annotate --db --store}): read back as
 * stored, listed with their games, sorted by either side's accuracy over every matching game, and
 * gone with their game when it is deleted or replaced.
 */
class StoredReviewTest {
    private static final String GAMES = """
            [Event "A"]
            [White "Anna"]
            [Black "Boris"]
            [Result "1-0"]

            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

            [Event "B"]
            [White "Boris"]
            [Black "Anna"]
            [Result "1/2-1/2"]

            1. d4 d5 2. c4 e6 1/2-1/2

            [Event "C"]
            [White "Carl"]
            [Black "Dora"]
            [Result "0-1"]

            1. f3 e5 2. g4 Qh4# 0-1

            [Event "D"]
            [White "Dora"]
            [Black "Carl"]
            [Result "*"]

            1. Nf3 *
            """;

    @TempDir
    Path folder;

    @Test
    void reviewsAreKeptListedSortedAndDeletedWithTheirGames() throws Exception {
        Path pgn = folder.resolve("games.pgn");
        java.nio.file.Files.writeString(pgn, GAMES);
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            database.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
            assertEquals(4, database.gameCount());
            assertFalse(database.hasReviews());
            StoredReview scholars = review("Rookery, depth 12 a position", 72.5, 31.0,
                    Arrays.asList("0.20", "0.15", "0.30", "-0.40", "1.10", "0.90", "#1", null), new int[] {0, 0, 6, 0, 0, 4, 0});
            StoredReview queens = review("stockfish, 100000 nodes a position", 95.0, 97.5,
                    List.of("0.20", "0.25", "0.20", "0.30", "0.25"), new int[] {0, 0, 0, 0});
            StoredReview fools = review("Rookery, depth 12 a position", 10.0, Double.NaN,
                    Arrays.asList("0.20", "-0.80", "-0.90", "#-1", null), new int[] {6, 0, 4, 0});
            assertTrue(database.storeReview(1, scholars));
            assertTrue(database.storeReview(2, queens));
            assertTrue(database.storeReview(3, fools));
            assertFalse(database.storeReview(99, queens), "no game 99");
            assertThrows(IllegalArgumentException.class, () -> database.storeReview(4, queens), "game 4 has one ply, the review judges four");
            assertTrue(database.hasReviews());

            assertReview(scholars, database.review(1));
            assertReview(fools, database.review(3));
            assertNull(database.review(4));

            GameList listed = database.games(GameSearch.of(null, "", GameSort.DATE), 0, 10);
            assertEquals(3, listed.reviews().size());
            assertReview(queens, listed.review(2));
            assertNull(listed.review(4));

            assertEquals(List.of(2L, 1L, 3L, 4L), ids(database.games(GameSearch.of(null, "", GameSort.WHITE_ACCURACY), 0, 10)),
                    "best white accuracy first, games without a review last");
            assertEquals(List.of(3L, 1L, 2L, 4L), ids(database.games(GameSearch.of(null, "", GameSort.WHITE_ACCURACY)
                    .sortedBy(GameSort.WHITE_ACCURACY, false), 0, 10)));
            assertEquals(List.of(2L, 1L, 3L, 4L), ids(database.games(GameSearch.of(null, "", GameSort.BLACK_ACCURACY), 0, 10)),
                    "a side without moves has no accuracy and goes with the unreviewed");
            assertEquals(List.of(2L, 1L), ids(database.games(GameSearch.of(null, "player:anna", GameSort.WHITE_ACCURACY), 0, 5)));

            StoredReview again = review("stockfish, depth 20 a position", 80.0, 40.0, scholars.evals(), scholars.nags());
            assertTrue(database.storeReview(1, again), "a later review replaces the earlier one");
            assertReview(again, database.review(1));

            assertEquals(1, database.deleteGames(3));
            assertNull(database.review(3), "the review goes with its game");
            ImportSummary replaced = database.replaceGame(2, """
                    [Event "B"]
                    [White "Boris"]
                    [Black "Anna"]
                    [Result "1/2-1/2"]

                    1. d4 d5 2. c4 c6 1/2-1/2
                    """);
            assertEquals(1, replaced.imported());
            assertNull(database.review(2), "an edited game's moves are not those reviewed");
            assertNull(database.review(database.lastGameId()));
        }
        try (OpeningDatabase reopened = OpeningDatabase.open(folder.resolve("db"))) {
            assertReview(review("stockfish, depth 20 a position", 80.0, 40.0,
                    Arrays.asList("0.20", "0.15", "0.30", "-0.40", "1.10", "0.90", "#1", null), new int[] {0, 0, 6, 0, 0, 4, 0}),
                    reopened.review(1));
            assertTrue(reopened.hasReviews());
        }
    }

    static StoredReview review(String engine, double whiteAccuracy, double blackAccuracy, List<String> evals, int[] nags) {
        return new StoredReview(engine, side(nags, 0, whiteAccuracy), side(nags, 1, blackAccuracy), evals, nags);
    }

    private static SideFigures side(int[] nags, int parity, double accuracy) {
        int inaccuracies = 0;
        int mistakes = 0;
        int blunders = 0;
        for (int ply = parity; ply < nags.length; ply += 2) {
            inaccuracies += nags[ply] == 6 ? 1 : 0;
            mistakes += nags[ply] == 2 ? 1 : 0;
            blunders += nags[ply] == 4 ? 1 : 0;
        }
        return new SideFigures(inaccuracies, mistakes, blunders, Double.isNaN(accuracy) ? 0 : 100 - accuracy / 2, accuracy);
    }

    static void assertReview(StoredReview expected, StoredReview actual) {
        assertEquals(expected.engine(), actual.engine());
        assertEquals(expected.white(), actual.white());
        assertEquals(expected.black(), actual.black());
        assertEquals(expected.evals(), actual.evals());
        assertArrayEquals(expected.nags(), actual.nags());
    }

    private static List<Long> ids(GameList list) {
        List<Long> ids = new ArrayList<>();
        list.games().forEach(game -> ids.add(game.id()));
        return ids;
    }
}
