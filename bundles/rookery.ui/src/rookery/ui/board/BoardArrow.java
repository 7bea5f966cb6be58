package rookery.ui.board;

import org.eclipse.swt.graphics.RGB;

/** An arrow drawn over the board from one square to another (an engine's best move, a previewed line). */
public record BoardArrow(int from, int to, RGB colour) {
}
