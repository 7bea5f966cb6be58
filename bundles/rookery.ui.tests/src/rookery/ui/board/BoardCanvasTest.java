package rookery.ui.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Drives a real board widget in a real shell (under Xvfb in CI) and reads back its pixels. */
class BoardCanvasTest {
    private Display display;
    private Shell shell;
    private BoardCanvas board;

    @BeforeEach
    void openShell() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        board = new BoardCanvas(shell, SWT.NONE);
        shell.setSize(500, 500);
        shell.open();
        settle();
    }

    @AfterEach
    void closeShell() {
        shell.dispose();
        while (display.readAndDispatch()) {
            // let the disposal finish
        }
    }

    @Test
    void squaresScaleWithThePart() {
        int small = board.squareSize();
        shell.setSize(900, 900);
        settle();
        assertNotEquals(small, board.squareSize());
        assertEquals((Math.min(board.getClientArea().width, board.getClientArea().height) - 18) / 8, board.squareSize());
    }

    @Test
    void a1IsDarkAndFlippingMovesIt() {
        RGB a1 = pixelAtCentreOf(0, 0);
        RGB b1 = pixelAtCentreOf(1, 0);
        assertEquals(new RGB(181, 136, 99), a1);
        assertEquals(new RGB(240, 217, 181), b1);
        board.setFlipped(true);
        settle();
        assertEquals(new RGB(181, 136, 99), pixelAtCentreOf(0, 0));
        assertEquals(new RGB(240, 217, 181), pixelAtCentreOf(1, 0));
    }

    /** The colour at the centre of the drawn square (file, rank) counted from the board's top-left corner. */
    private RGB pixelAtCentreOf(int column, int rowFromBottom) {
        int size = board.squareSize();
        int x = 18 + column * size + size / 2;
        int y = (7 - rowFromBottom) * size + size / 2;
        Image image = new Image(display, board.getSize().x, board.getSize().y);
        GC gc = new GC(board);
        try {
            gc.copyArea(image, 0, 0);
            ImageData data = image.getImageData();
            return data.palette.getRGB(data.getPixel(x, y));
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private void settle() {
        for (int i = 0; i < 20; i++) {
            while (display.readAndDispatch()) {
                // drain pending paint and resize events
            }
            board.update();
        }
    }
}
