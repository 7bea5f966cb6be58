package rookery.ui.board;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

/** A chess board drawn with GC that scales with its part: squares, coordinates, pieces as font glyphs. */
public class BoardCanvas extends Canvas {
    private static final int COORDINATE_MARGIN = 18;

    private final Color light;
    private final Color dark;
    private final Color coordinates;
    private boolean flipped;

    public BoardCanvas(Composite parent, int style) {
        super(parent, style | SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        light = new Color(240, 217, 181);
        dark = new Color(181, 136, 99);
        coordinates = new Color(90, 90, 90);
        addPaintListener(event -> paint(event.gc));
        addListener(SWT.Resize, event -> redraw());
    }

    public void setFlipped(boolean flipped) {
        this.flipped = flipped;
        redraw();
    }

    public boolean isFlipped() {
        return flipped;
    }

    /** The square size in pixels for the current part size. */
    public int squareSize() {
        Rectangle area = getClientArea();
        return Math.max(8, (Math.min(area.width, area.height) - COORDINATE_MARGIN) / 8);
    }

    private void paint(GC gc) {
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        Rectangle area = getClientArea();
        gc.setBackground(getParent().getBackground());
        gc.fillRectangle(area);
        int size = squareSize();
        int left = COORDINATE_MARGIN;
        int top = 0;
        for (int rank = 0; rank < 8; rank++) {
            for (int file = 0; file < 8; file++) {
                int x = left + (flipped ? 7 - file : file) * size;
                int y = top + (flipped ? rank : 7 - rank) * size;
                gc.setBackground((file + rank) % 2 == 0 ? dark : light);
                gc.fillRectangle(x, y, size, size);
            }
        }
        Font font = new Font(getDisplay(), "DejaVu Sans", Math.max(6, size / 5), SWT.NORMAL);
        try {
            gc.setFont(font);
            gc.setForeground(coordinates);
            for (int i = 0; i < 8; i++) {
                String file = String.valueOf((char) ('a' + (flipped ? 7 - i : i)));
                Point extent = gc.stringExtent(file);
                gc.drawString(file, left + i * size + (size - extent.x) / 2, top + 8 * size + 1, true);
                String rank = String.valueOf((char) ('1' + (flipped ? i : 7 - i)));
                extent = gc.stringExtent(rank);
                gc.drawString(rank, (COORDINATE_MARGIN - extent.x) / 2, top + i * size + (size - extent.y) / 2, true);
            }
        } finally {
            font.dispose();
        }
    }
}
