package rookery.ui.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import rookery.chess.Position;
import rookery.database.ExploreFilter;
import rookery.ui.game.GameTree;
import rookery.ui.testing.DatabaseWindow;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** Game > Play the Database: the database's reply, then the engine once no game continues, and the game kept. */
class PlayDatabaseWindowTest {
    @RegisterExtension
    final DatabaseWindow window = new DatabaseWindow();

    @BeforeEach
    void open() throws Exception {
        StringBuilder games = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            games.append("[White \"w").append(i).append("\"] [Black \"b").append(i).append("\"] [Result \"1-0\"]\n1. e4 e5 1-0\n\n");
        }
        window.importGames(games);
    }

    @Test
    void theDatabaseRepliesThenTheEngineTakesOverAndTheGameIsKept() {
        List<PlayDatabaseWindow.Game> kept = new ArrayList<>();
        PlayDatabaseWindow play = new PlayDatabaseWindow(window.shell(), window.database(), ExploreFilter.NONE, Position.startpos(), new Random(7),
                kept::add);
        play.open();
        Ui.settle(window.display());
        TrainingInput.move(play.view().board(), "e2", "e4");
        Ui.waitUntil(window.display(), 30_000, "the database's reply", () -> !play.isWaiting());
        assertEquals("Database: e5 (5 of 5 games).", play.view().promptText());
        Screenshots.save(play.shell(), "play-database");
        TrainingInput.move(play.view().board(), "g1", "f3");
        Ui.waitUntil(window.display(), 60_000, "the engine's reply", () -> !play.isWaiting());
        assertTrue(play.view().promptText().startsWith("Out of the database: the engine (depth 4) plays "), play.view().promptText());
        assertEquals(4, play.played().size());
        Screenshots.save(play.shell(), "play-database-engine");
        TrainingInput.click(play.keepButton());
        assertEquals(1, kept.size());
        GameTree tree = PlayedGames.tree(kept.get(0));
        assertEquals(4, tree.mainLineEnd().ply(), "the game as a normal game of four plies");
        play.shell().close();
    }
}
