package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import rookery.database.encoding.MoveCode;

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
                assertMatches(expected.get(position.key()), exploration, position);
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
                    assertMatches(kept.get(position.key()), database.explore(position, filtered.filter()), position);
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

    private static void assertMatches(Map<Integer, BruteForce.Expected> moves, Exploration exploration, Position position) {
        String where = position.fen();
        if (moves == null) {
            assertEquals(0, exploration.games(), where);
            assertTrue(exploration.moves().isEmpty(), where);
            return;
        }
        int games = 0;
        int white = 0;
        int draws = 0;
        int black = 0;
        for (BruteForce.Expected move : moves.values()) {
            games += move.games;
            white += move.white;
            draws += move.draws;
            black += move.black;
        }
        assertEquals(games, exploration.games(), where);
        assertEquals(white, exploration.white(), where);
        assertEquals(draws, exploration.draws(), where);
        assertEquals(black, exploration.black(), where);
        assertEquals(exploration.games(), exploration.white() + exploration.draws() + exploration.black(), where);
        BruteForce.Expected ended = moves.get(MoveCode.NONE);
        assertEquals(ended == null ? 0 : ended.games, exploration.ended(), where);
        assertEquals(exploration.games(), exploration.ended() + exploration.moves().stream().mapToInt(MoveStatistics::games).sum(), where);
        assertEquals(moves.size() - (ended == null ? 0 : 1), exploration.moves().size(), where);
        List<Integer> order = new ArrayList<>();
        for (MoveStatistics statistics : exploration.moves()) {
            BruteForce.Expected move = moves.get(MoveCode.of(statistics.move()));
            String at = where + " " + statistics.san();
            assertEquals(move.games, statistics.games(), at);
            assertEquals(move.white, statistics.white(), at);
            assertEquals(move.draws, statistics.draws(), at);
            assertEquals(move.black, statistics.black(), at);
            int wins = position.turn() == Color.WHITE ? move.white : move.black;
            assertEquals((wins + move.draws / 2.0) * 100 / move.games, statistics.score(), 1e-9, at);
            assertEquals(move.rated == 0 ? 0 : Math.round((double) move.moverElo / move.rated), statistics.averageElo(), at);
            assertEquals(move.rated == 0 ? 0 : Math.round((double) move.opponentElo / move.rated), statistics.averageOpponentElo(), at);
            assertEquals(move.rated == 0 ? 0 : Performance.rating((double) move.opponentElo / move.rated, move.points2 / 2.0 / move.rated),
                    statistics.performance(), at);
            assertEquals(move.dated == 0 ? 0 : Math.round((double) move.years / move.dated), statistics.averageYear(), at);
            assertEquals(move.firstYear, statistics.firstYear(), at);
            assertEquals(move.lastYear, statistics.lastYear(), at);
            assertEquals(BruteForce.top(move), statistics.topGames(), at);
            assertEquals(move.games < ExploreFilter.DEFAULT_LOW_SAMPLE, statistics.lowSample(), at);
            order.add(statistics.games());
        }
        List<Integer> sorted = new ArrayList<>(order);
        sorted.sort((a, b) -> b - a);
        assertEquals(sorted, order, where + ": moves sorted by games");
    }
}
