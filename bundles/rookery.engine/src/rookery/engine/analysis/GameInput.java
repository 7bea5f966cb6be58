package rookery.engine.analysis;

import rookery.chess.Position;

/** A game's start position (its variant included) and main line ({@link rookery.chess.Move} ints). */
public record GameInput(Position start, int[] moves) {

    public GameInput {
        start = start.copy();
        moves = moves.clone();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    public int plies() {
        return moves.length;
    }
}
