package rookery.pgn;

import java.util.ArrayDeque;
import java.util.Arrays;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Square;

/**
 * A position that follows a line of moves forwards and backwards, null moves included:
 * {@link Position} has no null move, so one is played by setting up the position with the
 * turn passed, and undone by returning to the position before it.
 */
final class Replay {

    private Position position;
    private final ArrayDeque<Position> beforeNullMoves = new ArrayDeque<>();
    private boolean[] nullMove = new boolean[64];
    private int depth;

    Replay(Position start) {
        this.position = start;
    }

    Position position() {
        return position;
    }

    int depth() {
        return depth;
    }

    void play(int move) {
        position.play(move);
        push(false);
    }

    /**
     * Passes the turn.
     *
     * @return false when the side to move is in check, where passing would leave its king en prise
     */
    boolean playNullMove() {
        if (position.isCheck()) {
            return false;
        }
        Setup setup = position.toSetup();
        int fullmove = setup.fullmoveNumber() + (setup.turn() == Color.BLACK ? 1 : 0);
        Setup passed = setup.withTurn(setup.turn().other()).withEpSquare(Square.NONE)
                .withClocks(setup.halfmoveClock() + 1, fullmove);
        beforeNullMoves.push(position);
        position = Position.fromSetup(passed, position.variant(), true);
        push(true);
        return true;
    }

    void undo() {
        depth--;
        if (nullMove[depth]) {
            position = beforeNullMoves.pop();
        } else {
            position.undo();
        }
    }

    private void push(boolean isNull) {
        if (depth == nullMove.length) {
            nullMove = Arrays.copyOf(nullMove, depth * 2);
        }
        nullMove[depth++] = isNull;
    }
}
