package rookery.ui.board;

import org.eclipse.swt.graphics.RGB;

import rookery.pgn.Drawing;

/** The screen colours of the user's drawings: lichess's brushes. */
public final class DrawingColours {
    private DrawingColours() {
    }

    public static RGB of(Drawing.Colour colour) {
        return switch (colour) {
            case GREEN -> new RGB(21, 120, 27);
            case RED -> new RGB(136, 32, 32);
            case BLUE -> new RGB(0, 48, 136);
            case YELLOW -> new RGB(230, 143, 0);
        };
    }
}
