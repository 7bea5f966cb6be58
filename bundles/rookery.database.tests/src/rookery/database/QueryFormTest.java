package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.database.eco.EcoTable;
import rookery.pgn.GameResult;

/** The search form's queries, run on a real index, find exactly the games the test counts itself. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class QueryFormTest {

    @TempDir
    static Path folder;

    private OpeningDatabase database;
    private List<GameHeader> all;

    @BeforeAll
    void importWorldMatches() throws Exception {
        database = OpeningDatabase.open(folder.resolve("db"), new DatabaseSettings(20, 4), EcoTable.builtIn());
        database.importFiles(List.of(TestData.worldMatches()), new ImportOptions(2, 200), ImportListener.NONE);
        all = database.games(GameSearch.of(null, "", GameSort.ELO), 0, 100_000).games();
    }

    @AfterAll
    void close() throws Exception {
        if (database != null) {
            database.close();
        }
    }

    @Test
    void anEmptyFormIsAnEmptyQuery() {
        assertEquals("", QueryForm.EMPTY.query());
    }

    @Test
    void eachFieldFindsTheGamesItDescribes() throws Exception {
        check(form("kasparov", Color.WHITE, "karpov"), game -> has(game.white(), "kasparov") && has(game.black(), "karpov"));
        check(form("karpov", null, "kasparov"), game -> has(game.white(), "kasparov") && has(game.black(), "karpov")
                || has(game.white(), "karpov") && has(game.black(), "kasparov"));
        check(form("gary kasparov", Color.BLACK, ""), game -> has(game.black(), "gary kasparov"));
        check(form("euwe", null, ""), game -> has(game.white(), "euwe") || has(game.black(), "euwe"));
        QueryForm ratings = new QueryForm("", null, "", 2700, 2790, 0, 0, 0, "", "", "", "", null, 0, 0, null, null);
        check(ratings, game -> game.averageElo() >= 2700 && game.averageElo() <= 2790);
        QueryForm each = new QueryForm("", null, "", 0, 0, 2750, 1990, 2000, "", "", "", "", null, 0, 0, null, null);
        check(each, game -> game.whiteElo() >= 2750 && game.blackElo() >= 2750 && game.year() >= 1990 && game.year() <= 2000);
        QueryForm openings = new QueryForm("", null, "", 0, 0, 0, 0, 0, "", "", "d30", "D69", GameResult.DRAW, 0, 0, null, null);
        check(openings, game -> game.eco() != null && game.eco().compareTo("D30") >= 0 && game.eco().compareTo("D69") <= 0
                && game.result() == GameResult.DRAW);
        GameHeader coded = all.stream().filter(game -> game.eco() != null && game.result() == GameResult.BLACK_WINS).findFirst().orElseThrow();
        QueryForm oneCode = new QueryForm("", null, "", 0, 0, 0, 0, 0, "", "", coded.eco(), coded.eco(), GameResult.BLACK_WINS, 0, 0, null, null);
        check(oneCode, game -> coded.eco().equals(game.eco()) && game.result() == GameResult.BLACK_WINS);
        QueryForm length = new QueryForm("", null, "", 0, 0, 0, 0, 0, "", "", "", "", GameResult.WHITE_WINS, 20, 40, null, null);
        check(length, game -> game.plies() >= 39 && game.plies() <= 80 && game.result() == GameResult.WHITE_WINS);
        GameHeader some = all.stream().filter(game -> game.event() != null && game.site() != null
                && game.event().matches(".*\\p{L}.*") && game.site().matches(".*\\p{L}.*")).findFirst().orElseThrow();
        String eventWord = firstWord(some.event());
        String siteWord = firstWord(some.site());
        QueryForm place = new QueryForm("", null, "", 0, 0, 0, 0, 0, eventWord, siteWord, "", "", null, 0, 0, null, null);
        check(place, game -> has(game.event(), eventWord) && has(game.site(), siteWord));
    }

    private static String firstWord(String text) {
        return Arrays.stream(text.split("[^\\p{L}\\p{N}]+")).filter(word -> !word.isEmpty()).findFirst().orElseThrow();
    }

    private static QueryForm form(String player, Color side, String opponent) {
        return new QueryForm(player, side, opponent, 0, 0, 0, 0, 0, "", "", "", "", null, 0, 0, null, null);
    }

    /**
     * Reviewed and annotated are read from the database at each search: the reviews table and the
     * annotated games kept beside it, so a review stored after the import is found at once.
     */
    @Test
    void reviewedAndAnnotatedFindTheGamesWithAStoredReviewOrKeptComments() throws Exception {
        Set<Long> reviewed = new HashSet<>();
        Set<Long> annotated = new HashSet<>();
        Path annotatedGames = folder.resolve("db").resolve(OpeningDatabase.ANNOTATED_GAMES_DIR);
        Files.createDirectories(annotatedGames);
        for (int i = 0; i < all.size(); i += 7) {
            long id = all.get(i).id();
            assertTrue(database.storeReview(id, review(all.get(i))));
            reviewed.add(id);
        }
        for (int i = 3; i < all.size(); i += 11) {
            long id = all.get(i).id();
            Files.writeString(annotatedGames.resolve(id + ".pgn"), "[Result \"*\"]\n\n{ kept comments } *\n");
            annotated.add(id);
        }
        check(flags(Boolean.TRUE, null), game -> reviewed.contains(game.id()));
        check(flags(Boolean.FALSE, null), game -> !reviewed.contains(game.id()));
        check(flags(null, Boolean.TRUE), game -> annotated.contains(game.id()));
        check(flags(Boolean.TRUE, Boolean.FALSE), game -> reviewed.contains(game.id()) && !annotated.contains(game.id()));
        QueryForm kasparovReviewed = new QueryForm("kasparov", Color.WHITE, "", 0, 0, 0, 0, 0, "", "", "", "", null, 0, 0, Boolean.TRUE, null);
        assertEquals("white:kasparov AND reviewed:yes", kasparovReviewed.query());
        check(kasparovReviewed, game -> has(game.white(), "kasparov") && reviewed.contains(game.id()));

        long later = all.get(1).id();
        assertFalse(reviewed.contains(later));
        assertTrue(database.storeReview(later, review(all.get(1))));
        reviewed.add(later);
        check(flags(Boolean.TRUE, null), game -> reviewed.contains(game.id()));

        IllegalArgumentException neither = assertThrows(IllegalArgumentException.class,
                () -> database.games(GameSearch.of(null, "elo:[2600 TO *] reviewed:maybe", GameSort.ELO), 0, 1));
        assertEquals("Column 17: reviewed takes yes or no, not 'maybe'", neither.getMessage());
    }

    private static QueryForm flags(Boolean reviewed, Boolean annotated) {
        return new QueryForm("", null, "", 0, 0, 0, 0, 0, "", "", "", "", null, 0, 0, reviewed, annotated);
    }

    /** A review of the game finding nothing wrong: what the search needs is that one is stored. */
    private static StoredReview review(GameHeader game) {
        SideFigures none = new SideFigures(0, 0, 0, 0, 100);
        return new StoredReview("test", none, none, java.util.Collections.nCopies(game.plies() + 1, "0.20"), new int[game.plies()]);
    }

    private void check(QueryForm form, Predicate<GameHeader> expected) throws Exception {
        long counted = all.stream().filter(expected).count();
        long found = database.games(GameSearch.of(null, form.query(), GameSort.ELO), 0, 1).total();
        assertEquals(counted, found, form.query());
        assertTrue(counted > 0, "the test describes some games: " + form.query());
    }

    /** Whether every word is a word of the name, as the index's analyser splits and folds it. */
    private static boolean has(String name, String words) {
        if (name == null) {
            return false;
        }
        List<String> tokens = Arrays.asList(name.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+"));
        return Arrays.stream(words.toLowerCase(Locale.ROOT).split("\\s+")).allMatch(tokens::contains);
    }
}
