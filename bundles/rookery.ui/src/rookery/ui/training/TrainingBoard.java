package rookery.ui.training;

import java.util.List;
import java.util.function.IntConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.ui.board.BoardArrow;
import rookery.ui.board.BoardCanvas;
import rookery.ui.dialogs.DialogPlacement;

/**
 * The window every training mode shows: a board the user plays on (from the side to train, below),
 * what is asked above it and the verdict below it. The mode receives the moves.
 */
final class TrainingBoard {
    static final RGB RIGHT_MOVE = new RGB(40, 150, 60);

    private final Shell shell;
    private final Label prompt;
    private final BoardCanvas board;
    private final Label verdict;
    private final Composite controls;

    TrainingBoard(Shell parent, String title) {
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.MODELESS);
        shell.setText(title);
        shell.setLayout(new GridLayout(1, false));
        controls = new Composite(shell, SWT.NONE);
        controls.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        prompt = new Label(shell, SWT.WRAP);
        prompt.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        board = new BoardCanvas(shell, SWT.NONE);
        GridData boardData = new GridData(SWT.FILL, SWT.FILL, true, true);
        boardData.widthHint = 480;
        boardData.heightHint = 480;
        board.setLayoutData(boardData);
        verdict = new Label(shell, SWT.WRAP);
        GridData verdictData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        verdictData.heightHint = 60;
        verdict.setLayoutData(verdictData);
    }

    /** The row above the board where a mode puts its choices and buttons. */
    Composite controls() {
        return controls;
    }

    void onMove(IntConsumer moves) {
        board.setMoveListener(moves);
    }

    /** Shows the position from {@code side}'s view, the last move marked, with what is asked. */
    void show(Position position, int lastMove, Color side, String asked) {
        board.setFlipped(side == Color.BLACK);
        board.setPosition(position, lastMove);
        board.setArrows(List.of());
        board.setInteractive(true);
        prompt.setText(asked);
        prompt.requestLayout();
    }

    /** Shows a verdict, with an arrow for each move given (the right ones, after a wrong answer). */
    void verdict(String text, List<Integer> arrows) {
        verdict.setText(text);
        verdict.requestLayout();
        board.setArrows(arrows.stream().map(move -> new BoardArrow(Move.from(move), Move.to(move), RIGHT_MOVE)).toList());
    }

    void lock(String text) {
        board.setInteractive(false);
        verdict.setText(text);
        verdict.requestLayout();
    }

    String promptText() {
        return prompt.getText();
    }

    String verdictText() {
        return verdict.getText();
    }

    BoardCanvas board() {
        return board;
    }

    Shell shell() {
        return shell;
    }

    void open() {
        shell.pack();
        DialogPlacement.centreOnParent(shell);
        shell.open();
    }
}
