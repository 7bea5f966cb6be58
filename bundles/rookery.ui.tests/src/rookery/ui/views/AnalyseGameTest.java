package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rookery.chess.San;
import rookery.ui.dialogs.AnalyseGameDialog;
import rookery.ui.game.MainLineEvals;
import rookery.ui.game.MoveNode;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/**
 * Game > Analyse Game with the built-in engine on a game where White misses a mate in one: the
 * review written into the game (evaluations, glyphs, the mate as a variation), the notation, the
 * evaluation graph and its click, the summary, "next mistake", and one undo taking it all back.
 */
class AnalyseGameTest {
    /** 3...Nf6?? allows Qxf7#, and 4.Qf3?? misses it. */
    private static final List<String> GAME = List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qf3", "Nd4", "Qd3", "d5");

    private Display display;
    private Shell shell;
    private Session session;
    private BoardView board;
    private NotationView notation;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout(SWT.VERTICAL));
        session = new WorkbenchSession();
        board = new BoardView(shell, session);
        notation = new NotationView(shell, session);
        session.addListener(board);
        session.addListener(notation);
        shell.setSize(560, 980);
        shell.open();
        for (String san : GAME) {
            session.play(San.parse(session.position(), san));
        }
        Ui.settle(display);
    }

    @AfterEach
    void close() {
        for (Shell open : display.getShells()) {
            open.dispose();
        }
        Ui.settle(display);
    }

    @Test
    void aMissedMateInOneIsABlunderWithTheMateAsAVariationAndTheGraphLeadsToIt() {
        assertFalse(notation.graph().isVisible(), "no graph before a review");
        AnalyseGameDialog dialog = new AnalyseGameDialog(shell, session);
        dialog.open();
        dialog.engine().select(0);
        dialog.byDepth().setSelection(true);
        dialog.depth().setSelection(6);
        dialog.analyseButton().notifyListeners(SWT.Selection, new Event());
        Ui.waitUntil(display, 60_000, "the analysis to be written into the game", () -> dialog.shell().isDisposed());

        MainLineEvals evals = MainLineEvals.of(session.game());
        assertTrue(evals.complete(), "every move has its [%eval]");
        MoveNode missed = evals.nodes().get(7);
        assertEquals("Qf3", missed.san());
        assertTrue(Arrays.stream(missed.nags()).anyMatch(nag -> nag == 4), "4.Qf3 is a blunder: " + Arrays.toString(missed.nags()));
        assertTrue(missed.comment().endsWith("Blunder. Qxf7# was best."), missed.comment());
        assertTrue(missed.parent().children().stream().anyMatch(child -> child.san().equals("Qxf7#")),
                "the mate is a variation beside 4.Qf3");
        MoveNode allowed = evals.nodes().get(6);
        assertTrue(Arrays.stream(allowed.nags()).anyMatch(nag -> nag == 4), "3...Nf6 allows the mate");
        String text = notation.text().getText();
        assertTrue(text.contains("4. Qf3??") && text.contains("(4. Qxf7#"), text);
        assertTrue(text.matches("(?s).*e4 [+-]\\d\\.\\d\\d.*"), "the evaluation follows each move: " + text);
        assertFalse(text.contains("[%eval"), "the command itself is not shown");
        assertTrue(notation.graph().isVisible());
        assertTrue(notation.summary().startsWith("White: ") && notation.summary().contains("blunder"), notation.summary());
        Screenshots.save(shell, "analysed-game");

        Ui.click(notation.graph(), notation.graph().xOf(7), notation.graph().getSize().y / 2);
        assertEquals(missed, session.current(), "a click on the graph goes to the move under it");
        session.toStart();
        for (int step = 0; step < 6 && session.current() != allowed; step++) {
            assertTrue(notation.goToNextMistake(), "a judged move follows " + session.current().san());
            assertTrue(session.current().ply() <= allowed.ply(), "no judged move is skipped");
        }
        assertEquals(allowed, session.current(), "next mistake reaches 3...Nf6");
        Ui.key(board.board(), 'n');
        assertEquals(missed, session.current(), "N goes on to the next");
        assertNotNull(board.evalBar().text());

        session.undo();
        assertFalse(MainLineEvals.of(session.game()).complete(), "one undo takes the whole review back");
        assertEquals(1, MainLineEvals.of(session.game()).nodes().get(6).children().size(), "the mate variation is gone again");
    }
}
