package rookery.ui.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rookery.chess.Color;
import rookery.engine.Score;
import rookery.ui.testing.Ui;

/** The evaluation bar's split, text and point of view, read back from the screen. */
class EvalBarTest {
    private Display display;
    private Shell shell;
    private EvalBar bar;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        bar = new EvalBar(shell);
        shell.setSize(50, 400);
        shell.open();
        Ui.settle(display);
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    @Test
    void winningChancesFromEitherSidesScore() {
        assertEquals(0.5, EvalBar.whiteShare(Score.centipawns(0), Color.BLACK), 1e-9);
        assertTrue(EvalBar.whiteShare(Score.centipawns(300), Color.WHITE) > 0.7);
        assertEquals(1 - EvalBar.whiteShare(Score.centipawns(300), Color.WHITE), EvalBar.whiteShare(Score.centipawns(300), Color.BLACK),
                1e-9);
        assertEquals(1.0, EvalBar.whiteShare(Score.mate(3), Color.WHITE));
        assertEquals(1.0, EvalBar.whiteShare(Score.mate(-2), Color.BLACK), "Black gets mated");
        assertEquals(0.0, EvalBar.whiteShare(Score.mate(0), Color.WHITE), "White is mated");
    }

    /** Issue 33, defect 15: the label "≤+0.15" was clipped; the bar is as wide as its widest label. */
    @Test
    void theBarIsWideEnoughForABoundScore() {
        int width = bar.computeSize(SWT.DEFAULT, SWT.DEFAULT).x;
        assertTrue(width >= bar.labelWidth("\u2264+0.15") + 4, width + " pixels");
        assertTrue(width >= bar.labelWidth(EvalBar.WIDEST_LABEL) + 4, width + " pixels");
    }

    @Test
    void showsTheScoreFromWhitesOrTheSideToMovesPointOfView() {
        assertEquals("", bar.text());
        bar.show(Score.centipawns(150), Color.BLACK);
        assertEquals("-1.50", bar.text());
        assertEquals(Color.WHITE, bar.bottomSide());
        Ui.settle(display);
        int height = bar.getSize().y;
        assertTrue(!isDark(Ui.pixel(bar, 3, height - 25)), "White's light share at the bottom");
        assertTrue(isDark(Ui.pixel(bar, 3, 25)));
        assertTrue(isDark(Ui.pixel(bar, 3, height / 2 + 10)), "Black leads: its dark share passes the middle");

        bar.setWhitePerspective(false);
        assertEquals("+1.50", bar.text());
        assertEquals(Color.BLACK, bar.bottomSide(), "the side to move at the bottom");
        Ui.settle(display);
        assertTrue(isDark(Ui.pixel(bar, 3, height - 25)));
        assertTrue(isDark(Ui.pixel(bar, 3, height / 2 - 10)), "Black leads: its dark share passes the middle");
        assertTrue(!isDark(Ui.pixel(bar, 3, 25)), "White's light share at the top");

        bar.clear();
        assertEquals("", bar.text());
        assertEquals(0.5, bar.whiteShare());
    }

    private static boolean isDark(org.eclipse.swt.graphics.RGB rgb) {
        return rgb.red + rgb.green + rgb.blue < 3 * 128;
    }
}
