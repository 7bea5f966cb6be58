package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.San;
import rookery.database.OpeningDatabase;
import rookery.ui.model.EngineLines;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Workbench;

/** The workbench's keys typed through the window system with the focus in different parts. */
class WorkbenchKeysTest {
    @TempDir
    Path folder;
    private Display display;
    private Shell shell;
    private Session session;
    private Workbench workbench;
    private OpeningDatabase database;

    @BeforeEach
    void open() throws Exception {
        database = TestDatabase.create(folder, TestDatabase.SIX_GAMES);
        display = Display.getDefault();
        shell = new Shell(display);
        session = new WorkbenchSession();
        workbench = Workbench.open(shell, session, folder.resolve("tables"));
        session.setDatabase(database);
        shell.forceActive();
        awaitExplorer();
    }

    @AfterEach
    void close() throws Exception {
        shell.dispose();
        Ui.settle(display);
        database.close();
    }

    private void awaitExplorer() {
        long key = session.position().key();
        Ui.waitUntil(display, 10_000, "the explorer to show the position", () -> workbench.explorer().shownKey() == key
                && workbench.explorer().table().getItemCount() > 0);
    }

    private void play(String... sans) {
        for (String san : sans) {
            session.play(San.parse(session.position(), san));
        }
        awaitExplorer();
    }

    @Test
    void arrowsHomeEndAndBackspaceMoveThroughTheGameFromTheExplorer() {
        play("e4", "c5", "Nf3");
        workbench.explorer().table().setFocus();
        Ui.settle(display);
        assertTrue(workbench.explorer().table().isFocusControl());
        Ui.press(display, SWT.ARROW_LEFT);
        assertEquals("c5", session.current().san());
        Ui.press(display, SWT.BS);
        assertEquals("e4", session.current().san());
        Ui.press(display, SWT.HOME);
        assertTrue(session.current().isRoot());
        Ui.press(display, SWT.END);
        assertEquals("Nf3", session.current().san());
        workbench.games().table().setFocus();
        Ui.press(display, SWT.ARROW_LEFT);
        assertEquals("c5", session.current().san(), "from the games list too");
        Ui.press(display, SWT.ARROW_RIGHT);
        assertEquals("Nf3", session.current().san());
    }

    @Test
    void enterPlaysTheSelectedExplorerMove() {
        workbench.explorer().table().setFocus();
        workbench.explorer().table().setSelection(0);
        Ui.settle(display);
        String first = workbench.explorer().shown().rows().get(0).san();
        Ui.press(display, SWT.CR);
        assertEquals(first, session.current().san());
    }

    /** Issue 33, defect 15: Enter on the board did nothing; it plays the explorer's selected move there too. */
    @Test
    void enterOnTheBoardPlaysTheSelectedExplorerMove() {
        workbench.explorer().table().setSelection(1);
        workbench.board().board().setFocus();
        Ui.settle(display);
        String second = workbench.explorer().shown().rows().get(1).san();
        Ui.press(display, SWT.CR);
        assertEquals(second, session.current().san());
    }

    @Test
    void enterPlaysTheSelectedEngineLinesFirstMove() {
        EngineView engine = workbench.engine();
        engine.setRunning(true);
        try {
            Ui.waitUntil(display, 20_000, "engine lines", () -> engine.table().getItemCount() > 0);
            engine.table().setFocus();
            engine.table().setSelection(0);
            // The lines go on changing while the engine runs: the row is the one shown when Enter arrives.
            EngineLines.Row[] row = new EngineLines.Row[1];
            Listener atEnter = event -> {
                if (event.keyCode == SWT.CR) {
                    row[0] = (EngineLines.Row) engine.table().getItem(0).getData();
                }
            };
            display.addFilter(SWT.KeyDown, atEnter);
            try {
                Ui.press(display, SWT.CR);
            } finally {
                display.removeFilter(SWT.KeyDown, atEnter);
            }
            assertNotNull(row[0], "Enter reached the table");
            assertEquals(row[0].pv().get(0), session.current().move());
        } finally {
            engine.setRunning(false);
        }
    }

    @Test
    void theBoardsMenuCopiesFlipsAndStartsTheAnalysis() {
        play("e4", "e5");
        Menu menu = workbench.board().menu();
        choose(menu, "Copy FEN");
        assertEquals(session.position().fen(), clipboard());
        choose(menu, "Copy PGN");
        assertTrue(clipboard().contains("1. e4 e5"), clipboard());
        session.markSaved();
        setClipboard("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
        choose(menu, "Paste FEN or PGN");
        assertEquals("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", session.position().fen());
        choose(menu, "Flip Board");
        assertTrue(workbench.board().board().isFlipped());
        choose(menu, "Analyse");
        try {
            assertTrue(workbench.engine().isRunning());
        } finally {
            workbench.engine().setRunning(false);
        }
    }

    private void choose(Menu menu, String text) {
        MenuItem item = Arrays.stream(menu.getItems()).filter(i -> i.getText().replace("&", "").startsWith(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no menu item " + text));
        item.notifyListeners(SWT.Selection, new Event());
        Ui.settle(display);
    }

    @Test
    void ctrlCCopiesTheFenCtrlShiftCThePgnAndCtrlVLoadsAFen() {
        play("d4", "d5");
        session.markSaved();
        workbench.games().table().setFocus();
        Ui.press(display, 'c', SWT.CTRL);
        assertEquals(session.position().fen(), clipboard());
        Ui.press(display, 'c', SWT.CTRL, SWT.SHIFT);
        assertTrue(clipboard().contains("1. d4 d5"), clipboard());
        setClipboard("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
        Ui.press(display, 'v', SWT.CTRL);
        assertEquals("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", session.position().fen());
        setClipboard("no chess here");
        Ui.press(display, 'v', SWT.CTRL);
        assertEquals("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", session.position().fen(), "bad text loads nothing");
        assertTrue(workbench.board().status().startsWith("Cannot paste:"), workbench.board().status());
    }

    @Test
    void ctrlZUndoesAndCtrlShiftZRedoesFromAnyPart() {
        play("e4", "e5");
        workbench.games().table().setFocus();
        Ui.press(display, 'z', SWT.CTRL);
        assertEquals("e4", session.current().san());
        assertTrue(session.game().mainLineEnd().san().equals("e4"), "the move e5 is taken back");
        Ui.press(display, 'z', SWT.CTRL, SWT.SHIFT);
        assertEquals("e5", session.game().mainLineEnd().san());
        assertEquals("e5", session.current().san());
    }

    @Test
    void ctrlCInTheExplorerCopiesItsTable() {
        workbench.explorer().table().setFocus();
        Ui.press(display, 'c', SWT.CTRL);
        assertTrue(clipboard().contains("Move\tGames"), clipboard());
    }

    @Test
    void fFlipsTheBoardAndTypingInAFieldKeepsItsKeys() {
        workbench.games().table().setFocus();
        Ui.press(display, 'f');
        assertTrue(workbench.board().board().isFlipped());
        play("e4");
        workbench.games().query().setFocus();
        Ui.press(display, 'f');
        Ui.press(display, SWT.ARROW_LEFT);
        assertEquals("f", workbench.games().query().getText(), "the search field took the letter");
        assertEquals("e4", session.current().san(), "and the arrow");
        assertTrue(workbench.board().board().isFlipped());
        workbench.board().board().setFocus();
        Ui.press(display, 'f');
        assertFalse(workbench.board().board().isFlipped());
    }

    private String clipboard() {
        Clipboard clipboard = new Clipboard(display);
        try {
            return (String) clipboard.getContents(TextTransfer.getInstance());
        } finally {
            clipboard.dispose();
        }
    }

    private void setClipboard(String text) {
        Clipboard clipboard = new Clipboard(display);
        try {
            clipboard.setContents(new Object[] {text}, new Transfer[] {TextTransfer.getInstance()});
        } finally {
            clipboard.dispose();
        }
    }
}
