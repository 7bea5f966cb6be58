package rookery.ui.training;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;

import rookery.chess.Square;
import rookery.ui.board.BoardCanvas;
import rookery.ui.testing.Ui;

/** A move entered on a training board as a person does, a click on its square and one on its target, and a button clicked. */
final class TrainingInput {

    private TrainingInput() {
    }

    static void move(BoardCanvas board, String from, String to) {
        Ui.clickCentre(board, board.squareBounds(Square.parse(from)));
        Ui.clickCentre(board, board.squareBounds(Square.parse(to)));
        Ui.settle(board.getDisplay());
    }

    static void click(Button button) {
        Ui.systemClick(button, button.getSize().x / 2, button.getSize().y / 2);
        Ui.settle(Display.getDefault());
    }
}
