package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
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
import rookery.ui.testing.BoardAndNotation;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.SharedSyzygy;
import rookery.ui.testing.Ui;

/**
 * Game > Analyse Game with the built-in engine on a game where White misses a mate in one: the
 * review written into the game (evaluations, glyphs, the mate as a variation), the views.notation(), the
 * evaluation graph and its click, the summary, "next mistake", and one undo taking it all back.
 */
class AnalyseGameTest {
    /** 3...Nf6?? allows Qxf7#, and 4.Qf3?? misses it. */
    private static final List<String> GAME = List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qf3", "Nd4", "Qd3", "d5");

    private Display display;
    private BoardAndNotation views;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        views = BoardAndNotation.open(display, 560, 980);
        for (String san : GAME) {
            views.session().play(San.parse(views.session().position(), san));
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
        assertFalse(views.notation().graph().isVisible(), "no graph before a review");
        AnalyseGameDialog dialog = new AnalyseGameDialog(views.shell(), views.session());
        dialog.open();
        dialog.engine().select(0);
        dialog.byDepth().setSelection(true);
        dialog.depth().setSelection(6);
        dialog.analyseButton().notifyListeners(SWT.Selection, new Event());
        Ui.waitUntil(display, 60_000, "the analysis to be written into the game", () -> dialog.shell().isDisposed());

        MainLineEvals evals = MainLineEvals.of(views.session().game());
        assertTrue(evals.complete(), "every move has its [%eval]");
        MoveNode missed = evals.nodes().get(7);
        assertEquals("Qf3", missed.san());
        assertTrue(Arrays.stream(missed.nags()).anyMatch(nag -> nag == 4), "4.Qf3 is a blunder: " + Arrays.toString(missed.nags()));
        assertTrue(missed.comment().endsWith("Blunder. Qxf7# was best."), missed.comment());
        assertTrue(missed.parent().children().stream().anyMatch(child -> child.san().equals("Qxf7#")),
                "the mate is a variation beside 4.Qf3");
        MoveNode allowed = evals.nodes().get(6);
        assertTrue(Arrays.stream(allowed.nags()).anyMatch(nag -> nag == 4), "3...Nf6 allows the mate");
        String text = views.notation().text().getText();
        assertTrue(text.contains("4. Qf3??") && text.contains("(4. Qxf7#"), text);
        assertTrue(text.matches("(?s).*e4 [+-]\\d\\.\\d\\d.*"), "the evaluation follows each move: " + text);
        assertFalse(text.contains("[%eval"), "the command itself is not shown");
        assertTrue(views.notation().graph().isVisible());
        assertTrue(views.notation().summary().startsWith("White: ") && views.notation().summary().contains("blunder"), views.notation().summary());
        Screenshots.save(views.shell(), "analysed-game");

        Ui.click(views.notation().graph(), views.notation().graph().xOf(7), views.notation().graph().getSize().y / 2);
        assertEquals(missed, views.session().current(), "a click on the graph goes to the move under it");
        views.session().toStart();
        for (int step = 0; step < 6 && views.session().current() != allowed; step++) {
            assertTrue(views.notation().goToNextMistake(), "a judged move follows " + views.session().current().san());
            assertTrue(views.session().current().ply() <= allowed.ply(), "no judged move is skipped");
        }
        assertEquals(allowed, views.session().current(), "next mistake reaches 3...Nf6");
        Ui.key(views.board().board(), 'n');
        assertEquals(missed, views.session().current(), "N goes on to the next");
        assertNotNull(views.board().evalBar().text());

        views.session().undo();
        assertFalse(MainLineEvals.of(views.session().game()).complete(), "one undo takes the whole review back");
        assertEquals(1, MainLineEvals.of(views.session().game()).nodes().get(6).children().size(), "the mate variation is gone again");
    }

    @Test
    void withSyzygyFoldersAMoveThatThrowsAwayATablebaseWinIsABlunder() {
        java.nio.file.Path syzygy = SharedSyzygy.folder();
        views.session().setPreferences(views.session().preferences().withSyzygyFolders(List.of(syzygy)));
        views.session().newGame(rookery.chess.Fen.parse("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"), rookery.chess.Variant.STANDARD);
        for (String san : List.of("Kd5", "Kd7", "Kc5", "Ke6")) {
            views.session().play(San.parse(views.session().position(), san));
        }
        AnalyseGameDialog dialog = new AnalyseGameDialog(views.shell(), views.session());
        dialog.open();
        dialog.engine().select(0);
        dialog.byDepth().setSelection(true);
        dialog.depth().setSelection(2);
        dialog.analyseButton().notifyListeners(SWT.Selection, new Event());
        Ui.waitUntil(display, 60_000, "the analysis to be written into the game", () -> dialog.shell().isDisposed());

        MainLineEvals evals = MainLineEvals.of(views.session().game());
        assertTrue(evals.complete(), "every move has its evaluation");
        MoveNode thrown = evals.nodes().get(1);
        assertTrue(Arrays.stream(thrown.nags()).anyMatch(nag -> nag == 4), "1.Kd5 is a blunder: " + Arrays.toString(thrown.nags()));
        assertTrue(thrown.comment().contains("[%eval 0.00]") && thrown.comment().contains("TB draw.")
                && thrown.comment().matches("(?s).*Blunder\\. K[df]6 was best\\."), thrown.comment());
        assertTrue(views.notation().text().getText().contains("TB draw"), views.notation().text().getText());
        for (int ply = 2; ply <= 4; ply++) {
            assertEquals(0, evals.nodes().get(ply).nags().length, "a drawing move of a drawn ending, ply " + ply);
        }
        Screenshots.save(views.shell(), "analysed-game-tablebase");
    }
}
