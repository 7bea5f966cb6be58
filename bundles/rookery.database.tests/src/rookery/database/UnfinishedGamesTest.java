package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.eco.EcoTable;

/**
 * The explorer counts decided games and shows the unfinished ones ({@code *}) as their own count;
 * the games list shows both, so its total is the sum under every filter (issue 33, #6).
 */
class UnfinishedGamesTest {

    private static final String GAMES = """
            [White "Anand"] [Black "Topalov"] [WhiteElo "2600"] [BlackElo "2600"] [Result "1-0"]
            1. e4 e5 2. Nf3 1-0

            [White "Carlsen"] [Black "Caruana"] [WhiteElo "2600"] [BlackElo "2600"] [Result "*"]
            1. e4 c5 *

            [White "Ding"] [Black "Nepomniachtchi"] [Result "*"]
            1. e4 e6 *

            [White "Kramnik"] [Black "Leko"] [Result "1/2-1/2"]
            1. d4 d5 1/2-1/2

            [White "Gelfand"] [Black "Svidler"] [WhiteElo "2400"] [BlackElo "2400"] [Result "0-1"]
            1. e4 e5 0-1
            """;

    @TempDir
    Path folder;

    private final Position start = Position.startpos();
    private final Position afterE4 = Position.startpos();

    @Test
    void theGamesListedAreTheDecidedGamesCountedPlusTheUnfinishedOnes() throws Exception {
        try (OpeningDatabase database = databaseOfTheGames()) {
            assertCounts(database, start, ExploreFilter.NONE, 3, 2);
            assertCounts(database, afterE4, ExploreFilter.NONE, 2, 2);
            assertCounts(database, afterE4, ExploreFilter.NONE.withElo(2500, 0), 1, 1);
            assertCounts(database, afterE4, ExploreFilter.NONE.withPlayer("Ding", null), 0, 1);
        }
    }

    /**
     * The unfinished games' count follows deletions, replacements and new games (it is kept per
     * committed batch), and a game that comes back to a position counts there once.
     */
    @Test
    void theUnfinishedCountFollowsDeletedReplacedAndAddedGames() throws Exception {
        try (OpeningDatabase database = databaseOfTheGames()) {
            assertCounts(database, start, ExploreFilter.NONE, 3, 2);
            assertEquals(1, database.deleteGames(3), "the Ding game, unfinished");
            assertCounts(database, start, ExploreFilter.NONE, 3, 1);
            database.replaceGame(2, "[White \"Carlsen\"] [Black \"Caruana\"] [Result \"1-0\"]\n1. e4 c5 1-0\n");
            assertCounts(database, start, ExploreFilter.NONE, 4, 0);
            assertCounts(database, afterE4, ExploreFilter.NONE, 3, 0);
            Path more = Files.writeString(folder.resolve("more.pgn"), "[White \"Fischer\"] [Black \"Spassky\"] [Result \"*\"]\n"
                    + "1. Nf3 Nf6 2. Ng1 Ng8 3. e4 *\n");
            database.importFiles(List.of(more), new ImportOptions(1, 10), ImportListener.NONE);
            assertCounts(database, start, ExploreFilter.NONE, 4, 1);
            assertCounts(database, afterE4, ExploreFilter.NONE, 3, 1);
        }
    }

    private static Position after(String moves) {
        Position position = Position.startpos();
        MoveText.play(position, moves);
        return position;
    }

    private OpeningDatabase databaseOfTheGames() throws Exception {
        MoveText.play(afterE4, "e4");
        Path pgn = Files.writeString(folder.resolve("games.pgn"), GAMES);
        OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"), new DatabaseSettings(20, 1), EcoTable.EMPTY);
        database.importFiles(List.of(pgn), new ImportOptions(1, 10), ImportListener.NONE);
        return database;
    }

    private static void assertCounts(OpeningDatabase database, Position position, ExploreFilter filter, int decided, int unfinished)
            throws Exception {
        Exploration exploration = database.explore(position, filter);
        assertEquals(decided, exploration.games(), position.fen() + " " + filter);
        assertEquals(unfinished, exploration.unfinished(), position.fen() + " " + filter);
        GameList listed = database.games(GameSearch.of(position, "", GameSort.ELO).withFilter(filter), 0, 100);
        assertEquals(decided + unfinished, listed.total(), position.fen() + " " + filter);
    }
}
