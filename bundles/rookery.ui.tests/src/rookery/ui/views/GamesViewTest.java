package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.San;
import rookery.database.OpeningDatabase;
import rookery.ui.model.Session;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;

/** The games list follows the position and the query; a double click opens a game in the notation and on the board. */
class GamesViewTest {
    @TempDir
    Path folder;
    private Display display;
    private Shell shell;
    private Session session;
    private GamesView games;
    private NotationView notation;
    private OpeningDatabase database;

    @BeforeEach
    void open() throws Exception {
        database = TestDatabase.create(folder, TestDatabase.SIX_GAMES);
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout(SWT.VERTICAL));
        session = new Session();
        games = new GamesView(shell, session);
        notation = new NotationView(shell, session);
        session.addListener(games);
        session.addListener(notation);
        session.setDatabase(database);
        shell.setSize(1000, 500);
        shell.open();
        awaitTotal(6);
    }

    @AfterEach
    void close() throws Exception {
        if (shell != null) {
            shell.dispose();
            Ui.settle(display);
        }
        database.close();
    }

    private void awaitTotal(long total) {
        Ui.waitUntil(display, 10_000, total + " games listed", () -> games.total() == total && games.games().size() == total);
    }

    private void play(String san) {
        session.play(San.parse(session.position(), san));
    }

    @Test
    void listsTheGamesReachingThePositionOrMatchingTheQuery() {
        play("e4");
        play("c5");
        awaitTotal(4);
        assertEquals("4 games · page 1 of 1", games.pageText());
        games.followPosition().setSelection(false);
        games.query().setText("white:fischer");
        games.query().notifyListeners(SWT.DefaultSelection, new Event());
        awaitTotal(1);
        assertEquals("Fischer, R", games.table().getItem(0).getText(0));
    }

    @Test
    void headersSortThePage() {
        games.table().getColumn(5).notifyListeners(SWT.Selection, new Event());
        assertEquals("1960.03.15", games.games().get(0).date());
        games.table().getColumn(5).notifyListeners(SWT.Selection, new Event());
        assertEquals("2016.03.11", games.games().get(0).date());
    }

    @Test
    void aDoubleClickOpensTheGameAtTheCurrentPosition() {
        play("e4");
        play("c5");
        awaitTotal(4);
        int kasparov = -1;
        for (int i = 0; i < games.games().size(); i++) {
            if (games.games().get(i).white().startsWith("Kasparov")) {
                kasparov = i;
            }
        }
        games.table().select(kasparov);
        games.table().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(display, 10_000, "the game to open", () -> session.game().tag("White").startsWith("Kasparov"));
        assertEquals("c5", session.current().san(), "opened where the list was following");
        assertEquals("1. e4 c5 2. Nc3 0-1", notation.text().getText());
        assertEquals("Kasparov, G (2800) \u2013 Karpov, A (2750) \u00b7 Test B 1990 \u00b7 0-1", notation.header());
        assertTrue(session.current().isMainLine());
        Ui.settle(display);
        Screenshots.save(shell, "games-opened");
    }
}
