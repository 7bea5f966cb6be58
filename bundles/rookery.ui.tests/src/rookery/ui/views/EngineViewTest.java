package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.San;
import rookery.ui.model.EngineLines;
import rookery.ui.preferences.EngineConfig;
import rookery.ui.preferences.PreferencesStore;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.session.EngineHint;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Widgets;

/** Starts and stops the built-in engine from the engine view and sees its lines follow the position. */
class EngineViewTest {
    private Display display;
    private Shell shell;
    private Session session;
    private BoardView board;
    private EngineView engine;
    private final List<EngineHint> hints = new ArrayList<>();

    @BeforeEach
    void open() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout(SWT.HORIZONTAL));
        session = new WorkbenchSession();
        board = new BoardView(shell, session);
        engine = new EngineView(shell, session);
        session.addListener(board);
        session.addListener(engine);
        session.addListener(event -> {
            if (event instanceof EngineHint hint) {
                hints.add(hint);
            }
        });
        shell.setSize(1100, 460);
        shell.open();
        Ui.settle(display);
    }

    @AfterEach
    void close() {
        engine.setRunning(false);
        shell.dispose();
        Ui.settle(display);
    }

    private void awaitLines(int depth) {
        long key = session.position().key();
        Ui.waitUntil(display, 20_000, "engine lines of depth " + depth, () -> {
            EngineLines lines = engine.shown();
            return lines != null && lines.positionKey() == key && engine.table().getItemCount() > 0
                    && Integer.parseInt(engine.table().getItem(0).getText(1).split("/")[0]) >= depth;
        });
    }

    @Test
    void startShowsLinesThatFollowThePositionAndStopKeepsThem() {
        engine.table(); // the view starts idle
        assertFalse(engine.isRunning());
        startButton().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertTrue(engine.isRunning());
        awaitLines(6);
        assertEquals(3, engine.table().getItemCount(), "three lines by default");
        String line = engine.table().getItem(0).getText(2);
        assertTrue(line.startsWith("1. "), line);
        assertTrue(engine.status().startsWith("depth "), engine.status());
        Ui.settle(display);
        Screenshots.save(shell, "engine-running");

        session.play(San.parse(session.position(), "e4"));
        awaitLines(4);
        assertTrue(engine.table().getItem(0).getText(2).startsWith("1... "), "lines restart for Black to move");
        EngineHint hint = hints.get(hints.size() - 1);
        assertEquals(session.position().key(), hint.positionKey());
        assertFalse(hint.firstMoves().isEmpty());
        assertTrue(hint.firstMoves().stream().allMatch(session.position()::isLegal));

        startButton().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertFalse(engine.isRunning());
        int rows = engine.table().getItemCount();
        Ui.settle(display);
        assertEquals(rows, engine.table().getItemCount(), "a stopped engine leaves its last lines");
        assertTrue(engine.status().startsWith("Stopped."), engine.status());
    }

    /**
     * Issue 33, defect 3: the board showed "Preview of a line" by itself (a row selected with the
     * keys, Lines changed with a row selected) and kept it. A preview shows only while the pointer is
     * over a line, and one click adds the line as a variation and plays its first move.
     */
    @Test
    void aLineIsPreviewedOnlyWhileThePointerIsOverItAndOneClickAddsItAsAVariationAndPlaysItsFirstMove() {
        session.play(San.parse(session.position(), "a3"));
        session.back();
        startButton().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        awaitLines(4);
        Ui.movePointer(board.board(), 10, 10);
        engine.table().setFocus();
        Ui.press(display, SWT.ARROW_DOWN);
        assertTrue(engine.table().getSelectionIndex() >= 0, "a line selected with the keys");
        assertTrue(session.preview().isEmpty(), "a line selected with the keys is not previewed");
        Spinner lines = Widgets.after(engine, "Lines", Spinner.class);
        lines.setFocus();
        Ui.press(display, SWT.ARROW_UP);
        assertEquals(4, lines.getSelection());
        Ui.waitUntil(display, 20_000, "four lines", () -> engine.table().getItemCount() == 4);
        session.setPreferences(session.preferences().withBooks(List.of()));
        assertEquals(4, lines.getSelection(), "another preference changing (a new database recorded) keeps the lines chosen (defect 15)");
        Ui.waitUntil(display, 20_000, "four lines again", () -> engine.table().getItemCount() == 4);
        assertTrue(session.preview().isEmpty(), "new lines with one selected are not previewed");
        assertFalse(board.status().startsWith("Preview"), board.status());

        Rectangle second = engine.table().getItem(1).getBounds();
        Ui.movePointer(engine.table(), second.x + second.width / 2, second.y + second.height / 2);
        Ui.waitUntil(display, 20_000, "the line under the pointer previewed", () -> !session.preview().isEmpty());
        assertTrue(board.status().startsWith("Preview"), board.status());
        Screenshots.save(shell, "engine-line-preview");
        Ui.movePointer(board.board(), 10, 10);
        Ui.waitUntil(display, 20_000, "the preview ended", () -> session.preview().isEmpty());
        assertFalse(board.status().startsWith("Preview"), board.status());

        EngineLines.Row row = (EngineLines.Row) engine.table().getItem(0).getData();
        Ui.clickCentre(engine.table(), engine.table().getItem(0).getBounds());
        assertEquals(row.pv().get(0), session.current().move(), "the line's first move is played");
        assertTrue(session.preview().isEmpty());
        assertEquals("a3", session.game().root().mainChild().san(), "the game's own move stays the main line");
        List<Integer> added = new ArrayList<>();
        for (var node = session.current(); node != null; node = node.mainChild()) {
            added.add(node.move());
        }
        assertEquals(row.pv(), added, "the whole line is in the notation, to step through");
    }

    @Test
    void eachLineHasAnArrowAndTheBestLinesScoreFillsTheEvaluationBar() {
        startButton().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        awaitLines(6);
        List<rookery.ui.board.BoardArrow> arrows = board.board().arrows();
        assertEquals(3, arrows.size(), "one arrow per line");
        rookery.ui.board.BoardArrow best = arrows.get(2);
        EngineLines.Row first = (EngineLines.Row) engine.table().getItem(0).getData();
        assertEquals(rookery.chess.Move.from(first.pv().get(0)), best.from(), "the best line's arrow is drawn last, on top");
        assertTrue(best.weight() > arrows.get(1).weight() && arrows.get(1).weight() > arrows.get(0).weight(), "thinner by rank");
        assertEquals(3, arrows.stream().map(rookery.ui.board.BoardArrow::colour).distinct().count(), "a colour per rank");
        assertEquals(engine.table().getItem(0).getText(0), board.evalBar().text());
        Screenshots.save(shell, "engine-arrows");

        startButton().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertTrue(board.board().arrows().isEmpty(), "a stopped engine draws nothing");
        assertEquals("", board.evalBar().text());
    }

    @Test
    void aConfiguredUciEngineIsChosenStartedAndStopped() {
        java.nio.file.Path stockfish = java.nio.file.Path.of("/usr/games/stockfish");
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isExecutable(stockfish), "no Stockfish installed");
        session.setPreferences(UiPreferences.defaults()
                .withEngines(List.of(new EngineConfig("Stockfish", stockfish.toString(), java.util.Map.of("Skill Level", "20"))))
                .withEngineSettings(1, 16, 2));
        engine.selectEngine(1);
        startButton().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        awaitLines(10);
        assertEquals(2, engine.table().getItemCount(), "two lines as preferred");
        startButton().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertFalse(engine.isRunning());
    }

    @Test
    void theChosenEngineIsKeptAcrossARestart(@TempDir java.nio.file.Path home) throws Exception {
        PreferencesStore store = rookery.ui.testing.TestPreferences.store(home.resolve("ui.properties"));
        session.keepPreferencesIn(store);
        session.setPreferences(UiPreferences.defaults()
                .withEngines(List.of(new EngineConfig("Fairy", "/usr/games/fairymax", java.util.Map.of()),
                        new EngineConfig("Stockfish", "/usr/games/stockfish", java.util.Map.of())))
                .withEngineSettings(1, 16, 2));
        assertEquals(0, engine.engineChooser().getSelectionIndex(), "the built-in engine until another is chosen");
        engine.engineChooser().select(2);
        engine.engineChooser().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertEquals("Stockfish", store.load().chosenEngine());

        Session restarted = new WorkbenchSession();
        restarted.keepPreferencesIn(store);
        restarted.setPreferences(store.load());
        Shell second = new Shell(display);
        second.setLayout(new FillLayout());
        try {
            EngineView afterRestart = new EngineView(second, restarted);
            restarted.addListener(afterRestart);
            second.open();
            Ui.settle(display);
            assertEquals("Stockfish", afterRestart.engineChooser().getText());
        } finally {
            second.dispose();
        }
    }

    private org.eclipse.swt.widgets.Button startButton() {
        return engine.startButton();
    }

    @Test
    void theOpeningBooksMovesAreShownBesideTheEngine(@TempDir java.nio.file.Path folder) throws Exception {
        assertEquals("", engine.bookText(), "no book chosen");
        rookery.chess.Position start = rookery.chess.Position.startpos();
        java.nio.file.Path book = folder.resolve("book.bin");
        rookery.chess.book.PolyglotBookBuilder.write(java.util.stream.Stream.of(
                new rookery.chess.book.PolyglotEntry(start.key(), rookery.chess.book.PolyglotMoves.fromMove(rookery.chess.Uci.parse(start, "d2d4")), 1, 0),
                new rookery.chess.book.PolyglotEntry(start.key(), rookery.chess.book.PolyglotMoves.fromMove(rookery.chess.Uci.parse(start, "e2e4")), 3, 0))
                .sorted(rookery.chess.book.PolyglotBookBuilder.BOOK_ORDER).toList(), book);
        session.setPreferences(session.preferences().withBooks(List.of(book)));
        assertEquals("Book: e4 75%, d4 25%", engine.bookText());
        session.play(rookery.chess.San.parse(session.position(), "e4"));
        assertEquals("", engine.bookText(), "out of book after 1.e4");
    }
}
