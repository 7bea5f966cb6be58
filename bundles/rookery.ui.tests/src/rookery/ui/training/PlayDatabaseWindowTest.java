package rookery.ui.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.ExploreFilter;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.ui.game.GameTree;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** Game > Play the Database: the database's reply, then the engine once no game continues, and the game kept. */
class PlayDatabaseWindowTest {
    @TempDir
    Path folder;
    private Display display;
    private Shell parent;
    private OpeningDatabase database;

    @BeforeEach
    void open() throws Exception {
        display = Display.getDefault();
        parent = new Shell(display);
        StringBuilder games = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            games.append("[White \"w").append(i).append("\"] [Black \"b").append(i).append("\"] [Result \"1-0\"]\n1. e4 e5 1-0\n\n");
        }
        Path pgn = Files.writeString(folder.resolve("games.pgn"), games);
        database = OpeningDatabase.open(folder.resolve("db"));
        database.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
    }

    @AfterEach
    void close() throws Exception {
        parent.dispose();
        Ui.settle(display);
        database.close();
    }

    @Test
    void theDatabaseRepliesThenTheEngineTakesOverAndTheGameIsKept() {
        List<PlayDatabaseWindow.Game> kept = new ArrayList<>();
        PlayDatabaseWindow play = new PlayDatabaseWindow(parent, database, ExploreFilter.NONE, Position.startpos(), new Random(7), kept::add);
        play.open();
        Ui.settle(display);
        TrainingInput.move(play.view().board(), "e2", "e4");
        Ui.waitUntil(display, 30_000, "the database's reply", () -> !play.isWaiting());
        assertEquals("Database: e5 (5 of 5 games).", play.view().promptText());
        Screenshots.save(play.shell(), "play-database");
        TrainingInput.move(play.view().board(), "g1", "f3");
        Ui.waitUntil(display, 60_000, "the engine's reply", () -> !play.isWaiting());
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
