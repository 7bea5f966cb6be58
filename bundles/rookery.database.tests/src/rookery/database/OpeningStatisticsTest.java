package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.eco.EcoTable;

/**
 * Every count of the explorer against a brute-force replay of the same real games. Small
 * batches and a low row threshold make both paths answer: positions with stored rows and
 * positions tallied from the index, and positions that got rows only in a later batch.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OpeningStatisticsTest {

    private static final DatabaseSettings SETTINGS = new DatabaseSettings(30, 3);
    private static final int SAVED_GAMES = 40;

    @TempDir
    static Path folder;

    private OpeningDatabase database;
    private List<BruteForce.NumberedGame> games;
    private Map<Long, Map<Integer, BruteForce.Expected>> expected;

    @BeforeAll
    void importWorldMatches() throws Exception {
        Path pgn = TestData.worldMatches();
        database = OpeningDatabase.open(folder.resolve("db"), SETTINGS, EcoTable.EMPTY);
        database.importFiles(List.of(pgn), new ImportOptions(2, 97), ImportListener.NONE);
        games = BruteForce.games(pgn);
        expected = BruteForce.openings(games, SETTINGS.maxPly(), game -> true);
    }

    @AfterAll
    void close() throws Exception {
        if (database != null) {
            database.close();
        }
    }

    @Test
    void everyPositionOfTheGamesHasTheBruteForceCounts() throws Exception {
        assertEveryPositionHasTheBruteForceCounts(database);
    }

    /** The last games saved one at a time (Game > Save to Database) after an import of the others: the same counts. */
    @Test
    void gamesSavedOneByOneAfterAnImportGiveTheBruteForceCounts() throws Exception {
        List<String> texts = ChildSave.gameTexts(TestData.worldMatches());
        int imported = texts.size() - SAVED_GAMES;
        Path firstPart = folder.resolve("first-part.pgn");
        Files.writeString(firstPart, String.join("", texts.subList(0, imported)), StandardCharsets.UTF_8);
        try (OpeningDatabase saved = OpeningDatabase.open(folder.resolve("saved"), SETTINGS, EcoTable.EMPTY)) {
            saved.importFiles(List.of(firstPart), new ImportOptions(2, 97), ImportListener.NONE);
            for (String game : texts.subList(imported, texts.size())) {
                saved.addGame(game);
            }
            assertEquals(database.gameCount(), saved.gameCount());
            assertEveryPositionHasTheBruteForceCounts(saved);
        }
    }

    private void assertEveryPositionHasTheBruteForceCounts(OpeningDatabase database) throws Exception {
        int checked = 0;
        int stored = 0;
        for (BruteForce.NumberedGame game : games) {
            Position position = Position.fromSetup(game.record().start(), game.record().variant(), true);
            int[] moves = game.record().moves();
            for (int ply = 0; ply <= moves.length && ply < SETTINGS.maxPly(); ply += 3) {
                Exploration exploration = database.explore(position, ExploreFilter.NONE);
                BruteForce.assertMatches(expected.get(position.key()), exploration, position);
                checked++;
                stored += exploration.games() >= SETTINGS.rowThreshold() ? 1 : 0;
                for (int step = 0; step < 3 && ply + step < moves.length; step++) {
                    position.play(moves[ply + step]);
                }
            }
        }
        assertTrue(checked > 3000, "positions checked: " + checked);
        assertTrue(stored > 200, "positions with at least the row threshold of games: " + stored);
    }

    @Test
    void filtersGiveTheCountsOfTheGamesTheyKeep() throws Exception {
        List<Filtered> filters = List.of(
                new Filtered(ExploreFilter.NONE.withElo(2600, 0), game -> game.header().averageElo() >= 2600),
                new Filtered(ExploreFilter.NONE.withElo(2500, 2700),
                        game -> game.header().averageElo() >= 2500 && game.header().averageElo() <= 2700),
                new Filtered(ExploreFilter.NONE.withYears(1900, 1960), game -> game.header().year() >= 1900 && game.header().year() <= 1960),
                new Filtered(ExploreFilter.NONE.withPlayer("Kasparov", null),
                        game -> has(game.header().white(), "kasparov") || has(game.header().black(), "kasparov")),
                new Filtered(ExploreFilter.NONE.withPlayer("Karpov", Color.BLACK), game -> has(game.header().black(), "karpov")));
        for (Filtered filtered : filters) {
            Map<Long, Map<Integer, BruteForce.Expected>> kept = BruteForce.openings(games, SETTINGS.maxPly(), filtered.predicate());
            int checked = 0;
            for (BruteForce.NumberedGame game : games.subList(0, games.size() / 2)) {
                Position position = Position.fromSetup(game.record().start(), game.record().variant(), true);
                int[] moves = game.record().moves();
                for (int ply = 0; ply < 12 && ply < moves.length; ply++) {
                    BruteForce.assertMatches(kept.get(position.key()), database.explore(position, filtered.filter()), position);
                    checked++;
                    position.play(moves[ply]);
                }
            }
            assertTrue(checked > 1000, filtered.filter() + " checked " + checked);
        }
    }

    private record Filtered(ExploreFilter filter, Predicate<BruteForce.NumberedGame> predicate) {
    }

    private static boolean has(String name, String word) {
        return name != null && name.toLowerCase().contains(word);
    }
}
