package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.OpeningDatabase;
import rookery.database.repertoire.RepertoireReport;
import rookery.ui.actions.RepertoireSaving;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.model.ExplorerTable;
import rookery.ui.model.RepertoireFile;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Answers;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;

/**
 * The Repertoire part as a player uses it: lines added from the board, ticked in the explorer,
 * checked against the database with the gap under its position, a click on the gap shows it on
 * the board, saved and opened again, and unsaved lines asked about.
 */
class RepertoireViewTest {
    @TempDir
    Path folder;
    private Display display;
    private Shell shell;
    private Session session;
    private RepertoireView repertoire;
    private ExplorerView explorer;
    private OpeningDatabase database;

    @BeforeEach
    void open() throws Exception {
        database = TestDatabase.create(folder, TestDatabase.SIX_GAMES);
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout(SWT.HORIZONTAL));
        session = new WorkbenchSession();
        repertoire = new RepertoireView(shell, session);
        explorer = new ExplorerView(shell, session);
        session.addListener(repertoire);
        session.addListener(explorer);
        session.setDatabase(database);
        shell.setSize(1400, 600);
        shell.open();
    }

    @AfterEach
    void close() throws Exception {
        shell.dispose();
        Ui.settle(display);
        database.close();
    }

    private void play(String... sans) {
        for (String san : sans) {
            session.play(San.parse(session.position(), san));
        }
    }

    private List<String> items(TreeItem[] items, List<String> into) {
        for (TreeItem item : items) {
            into.add(item.getText());
            items(item.getItems(), into);
        }
        return into;
    }

    @Test
    void linesFromTheBoardAreCheckedSavedAndOpenedAgain() throws Exception {
        play("e4", "c5", "Nf3");
        repertoire.addCurrentLine();
        RepertoireFile open = session.repertoire();
        assertTrue(open.isModified());
        assertEquals(List.of("1. e4", "1... c5", "2. Nf3"), items(repertoire.tree().getItems(), new java.util.ArrayList<>()));

        session.markSaved();
        session.load(rookery.ui.game.GameTree.standard());
        long start = Position.startpos().key();
        Ui.waitUntil(display, 10_000, "the explorer's tick", () -> explorer.shownKey() == start && explorer.shown() != null
                && explorer.shown().rows().stream().anyMatch(row -> row.san().equals("e4") && row.inRepertoire()));
        ExplorerTable.Row e4 = explorer.shown().rows().stream().filter(row -> row.san().equals("e4")).findFirst().orElseThrow();
        assertEquals("e4 \u2713", e4.text(ExplorerTable.Column.MOVE));
        assertFalse(explorer.shown().rows().stream().filter(row -> row.san().equals("d4")).findFirst().orElseThrow().inRepertoire());

        setSpinner(1);
        repertoire.check();
        Ui.waitUntil(display, 10_000, "the check", () -> repertoire.report() != null);
        assertEquals(List.of("e5"), repertoire.report().gaps().stream().map(gap -> gap.reply().san()).toList(),
                "1...e5, one game of five after 1.e4; after 2.Nf3 the games end");
        assertEquals(0.2, repertoire.report().gaps().get(0).likelihood(), 1e-9, "1.e4 is the repertoire's own move: certain");
        TreeItem e4Item = repertoire.tree().getItem(0);
        TreeItem gap = e4Item.getItem(0);
        assertTrue(gap.getText().startsWith("\u26a0 e5 not prepared: 20.0% of games reach it"), gap.getText());
        assertTrue(repertoire.summary().startsWith("1 gap (most likely first"), repertoire.summary());
        Ui.settle(display);
        Screenshots.save(shell, "repertoire-checked");

        Rectangle gapRow = gap.getBounds();
        Ui.pointerClick(repertoire.tree(), gapRow.x + 10, gapRow.y + gapRow.height / 2);
        Position afterE5 = Position.startpos();
        afterE5.play(San.parse(afterE5, "e4"));
        afterE5.play(San.parse(afterE5, "e5"));
        assertEquals(afterE5.key(), session.position().key(), "the gap's position is on the board");

        Path file = folder.resolve("white.pgn");
        open.save(file);
        session.setRepertoire(open);
        assertFalse(open.isModified());
        assertTrue(Files.readString(file).contains("1. e4 c5 2. Nf3"), Files.readString(file));

        play("Nf3");
        repertoire.addCurrentLine();
        assertTrue(session.repertoire().isModified());
        Answers.answer(display, RepertoireSaving.TITLE, "Cancel", "repertoire-unsaved");
        assertFalse(RepertoireSaving.allow(shell, session, "open another repertoire"), "cancelled");
        Answers.answer(display, RepertoireSaving.TITLE, "Discard changes", "repertoire-unsaved");
        assertTrue(RepertoireSaving.allow(shell, session, "open another repertoire"));

        repertoire.open(file);
        assertEquals(List.of("1. e4", "1... c5", "2. Nf3"), items(repertoire.tree().getItems(), new java.util.ArrayList<>()),
                "the saved file, without the discarded line");
        assertNull(repertoire.report(), "a newly opened repertoire is not checked yet");
        repertoire.open(Files.writeString(folder.resolve("broken.pgn"), "1. e4 e5 2. Ke3 *\n"));
        assertTrue(repertoire.summary().startsWith("Cannot open the repertoire:") && repertoire.summary().contains("Ke3"), repertoire.summary());
    }

    /**
     * Issue 33, defect 4: focusing the tree (its tab, Home, right after Check) selected the first
     * line and asked about the game's unsaved changes, and Cancel there dropped the Check result.
     * Only a click on a line (or Enter) shows it; Cancel keeps the game and the check.
     */
    @Test
    void focusingTheTreeShowsNoLineAndCancelKeepsTheCheck() {
        play("e4", "c5", "Nf3");
        repertoire.addCurrentLine();
        session.load(rookery.ui.game.GameTree.standard());
        setSpinner(1);
        repertoire.check();
        Ui.waitUntil(display, 10_000, "the check", () -> repertoire.report() != null);
        play("d4");
        assertTrue(session.isModified());
        List<String> questions = new java.util.ArrayList<>();
        Runnable watch = new Runnable() {
            @Override
            public void run() {
                for (Shell open : display.getShells()) {
                    if (UnsavedChanges.TITLE.equals(open.getText()) && open.isVisible()) {
                        questions.add(open.getText());
                        rookery.ui.testing.Widgets.visibleButton(open, "Cancel").notifyListeners(SWT.Selection, new Event());
                    }
                }
                if (!shell.isDisposed()) {
                    display.timerExec(50, this);
                }
            }
        };
        display.timerExec(50, watch);
        repertoire.tree().setFocus();
        Ui.settle(display);
        Ui.press(display, SWT.HOME);
        RepertoireReport first = repertoire.report();
        repertoire.check();
        Ui.waitUntil(display, 10_000, "the second check", () -> repertoire.report() != first && repertoire.tree().getItemCount() > 0);
        repertoire.tree().setFocus();
        Ui.settle(display);
        assertEquals(List.of(), questions, "focusing the tree asks nothing");
        assertEquals(0, repertoire.tree().getSelectionCount(), "and selects no line");

        TreeItem gap = repertoire.tree().getItem(0).getItem(0);
        Rectangle gapRow = gap.getBounds();
        Ui.pointerClick(repertoire.tree(), gapRow.x + 10, gapRow.y + gapRow.height / 2);
        Ui.waitUntil(display, 20_000, "the question", () -> !questions.isEmpty());
        display.timerExec(-1, watch);
        Ui.settle(display);
        assertTrue(session.isModified(), "Cancel keeps the game");
        assertEquals("d4", session.current().san());
        assertTrue(repertoire.report() != null && repertoire.summary().startsWith("1 gap"), "Cancel keeps the check: " + repertoire.summary());
        assertTrue(repertoire.tree().getItem(0).getItem(0).getText().startsWith("\u26a0 e5"));
    }

    private void setSpinner(int minGames) {
        rookery.ui.testing.Widgets.after(repertoire, "min games", org.eclipse.swt.widgets.Spinner.class).setSelection(minGames);
    }
}
