package rookery.ui.board;

import org.eclipse.swt.graphics.RGB;

/**
 * An arrow drawn over the board from one square to another (an engine line's first move, a
 * previewed line); {@code weight} scales its thickness (1 is the standard arrow).
 */
public record BoardArrow(int from, int to, RGB colour, float weight) {
    public BoardArrow {
        if (weight <= 0) {
            throw new IllegalArgumentException("an arrow's weight must be positive, not " + weight);
        }
    }

    public BoardArrow(int from, int to, RGB colour) {
        this(from, to, colour, 1f);
    }
}
