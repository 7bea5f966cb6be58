package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rookery.chess.San;
import rookery.ui.board.BoardArrow;
import rookery.ui.model.EngineLines;
import rookery.ui.preferences.EngineConfig;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.session.EngineHint;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Widgets;

/**
 * Two engine processes (Stockfish at full strength and Stockfish at skill level 1, each with its own
 * options) analyse the same position side by side in the Engine part: each its own lines, and on the
 * board each its own arrows in its own colours; releasing "Second engine" stops the second.
 */
class EnginePanesTest {
    private static final Path STOCKFISH = Path.of("/usr/games/stockfish");

    private Display display;
    private Shell shell;
    private Session session;
    private BoardView board;
    private EnginePanes panes;
    private final List<EngineHint> hints = new ArrayList<>();

    @BeforeEach
    void open() {
        Assumptions.assumeTrue(Files.isExecutable(STOCKFISH), "Stockfish is not installed (apt-get install stockfish)");
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new org.eclipse.swt.layout.FillLayout(SWT.VERTICAL));
        session = new WorkbenchSession();
        session.setPreferences(UiPreferences.defaults()
                .withEngines(List.of(new EngineConfig("Stockfish", STOCKFISH.toString(), Map.of()),
                        new EngineConfig("Stockfish skill 1", STOCKFISH.toString(), Map.of("Skill Level", "1"))))
                .withEngineSettings(1, 16, 2).withChosenEngine("Stockfish"));
        SashForm split = new SashForm(shell, SWT.VERTICAL);
        board = new BoardView(split, session);
        panes = new EnginePanes(split, session);
        split.setWeights(3, 2);
        session.addListener(board);
        session.addListener(panes);
        session.addListener(event -> {
            if (event instanceof EngineHint hint) {
                hints.add(hint);
            }
        });
        shell.setSize(1400, 900);
        shell.open();
        Ui.settle(display);
    }

    @AfterEach
    void close() {
        if (panes != null) {
            panes.first().setRunning(false);
            panes.second().setRunning(false);
            shell.dispose();
            Ui.settle(display);
        }
    }

    private void awaitLines(EngineView view, int depth) {
        long key = session.position().key();
        Ui.waitUntil(display, 20_000, "engine lines of depth " + depth, () -> {
            EngineLines lines = view.shown();
            return lines != null && lines.positionKey() == key && view.table().getItemCount() > 0
                    && Integer.parseInt(view.table().getItem(0).getText(1).split("/")[0]) >= depth;
        });
    }

    @Test
    void twoEnginesAnalyseTheSamePositionEachWithItsOwnLinesAndArrows() {
        session.play(San.parse(session.position(), "e4"));
        assertFalse(panes.showsSecond(), "one engine until a second is asked for");
        panes.first().setRunning(true);
        Button toggle = Widgets.visibleButton(panes, "Second engine");
        Ui.systemClick(toggle, toggle.getSize().x / 2, toggle.getSize().y / 2);
        assertTrue(panes.showsSecond(), "the button shows the second engine's pane");
        assertTrue(panes.second().isRunning(), "and starts it");
        assertEquals("Stockfish", panes.first().engineChooser().getText());
        assertEquals(0, panes.second().engineChooser().getSelectionIndex(), "the second pane starts with another engine than the first");
        panes.second().selectEngine(2);
        assertEquals("Stockfish skill 1", panes.second().engineChooser().getText());
        assertEquals("Stockfish", session.preferences().chosenEngine(), "the second pane's choice is its own");
        Screenshots.save(shell, "two-engines-starting");
        assertEquals(panes.first().table().getBounds().y, panes.second().table().getBounds().y,
                "side by side, each pane's controls take one row above its lines");

        awaitLines(panes.first(), 8);
        awaitLines(panes.second(), 8);
        assertEquals(2, panes.first().table().getItemCount());
        assertEquals(2, panes.second().table().getItemCount());
        long key = session.position().key();
        Set<Integer> panesHeard = hints.stream().filter(h -> h.positionKey() == key && !h.firstMoves().isEmpty())
                .map(EngineHint::pane).collect(Collectors.toSet());
        assertEquals(Set.of(0, 1), panesHeard, "both engines speak about the position");
        Ui.waitUntil(display, 20_000, "both engines' arrows", () -> board.board().arrows().size() == 4);
        Set<RGB> colours = board.board().arrows().stream().map(BoardArrow::colour).collect(Collectors.toSet());
        assertEquals(4, colours.size(), "each engine's arrows in its own colours: " + colours);
        Screenshots.save(shell, "two-engines");
        session.setPreferences(session.preferences().withBooks(List.of()));
        assertEquals("Stockfish skill 1", panes.second().engineChooser().getText(), "new preferences keep the engine chosen in the second pane");

        Ui.systemClick(toggle, toggle.getSize().x / 2, toggle.getSize().y / 2);
        assertFalse(panes.showsSecond());
        assertFalse(panes.second().isRunning(), "hiding the second pane stops its engine");
        Ui.waitUntil(display, 20_000, "only the first engine's arrows", () -> board.board().arrows().size() == 2);
        assertTrue(panes.first().isRunning(), "the first engine goes on");
    }
}
