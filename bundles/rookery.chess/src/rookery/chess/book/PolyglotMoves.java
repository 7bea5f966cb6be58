package rookery.chess.book;

import rookery.chess.Move;
import rookery.chess.Position;

/** Translation of Polyglot's move field to the legal move of a position. */
public final class PolyglotMoves {

    private PolyglotMoves() {
    }

    /**
     * The legal move of {@code position} that the Polyglot move stands for, or {@link Move#NONE}.
     * Both encode castling as the king taking its own rook, so from, to and promotion suffice.
     */
    public static int toMove(Position position, int polyglotMove) {
        int to = polyglotMove & 63;
        int from = polyglotMove >>> 6 & 63;
        int promotion = polyglotMove >>> 12 & 7;
        for (int move : position.legalMoves()) {
            if (Move.from(move) == from && Move.to(move) == to && Move.promotionIndex(move) == promotion) {
                return move;
            }
        }
        return Move.NONE;
    }

    /** The Polyglot move field of a move. */
    public static int fromMove(int move) {
        int promotion = Move.promotionIndex(move);
        return Move.to(move) | Move.from(move) << 6 | promotion << 12;
    }
}
