package rookery.ui.game;

import java.util.ArrayList;
import java.util.List;

import rookery.pgn.Drawing;

/** How a move's drawings change when the user draws a shape on the board, as on lichess. */
public final class Drawings {
    private Drawings() {
    }

    /**
     * The drawings after drawing {@code drawn}: the same shape in the same colour is taken away,
     * in another colour it takes the new colour, a new shape is added on top.
     */
    public static List<Drawing> toggle(List<Drawing> drawings, Drawing drawn) {
        List<Drawing> toggled = new ArrayList<>(drawings);
        for (int i = 0; i < toggled.size(); i++) {
            Drawing existing = toggled.get(i);
            if (existing.sameShape(drawn)) {
                if (existing.colour() == drawn.colour()) {
                    toggled.remove(i);
                } else {
                    toggled.set(i, drawn);
                }
                return toggled;
            }
        }
        toggled.add(drawn);
        return toggled;
    }
}
