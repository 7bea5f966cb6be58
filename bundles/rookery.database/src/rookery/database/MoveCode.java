package rookery.database;

import java.util.Arrays;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Square;
import rookery.chess.Variant;

/**
 * The database's view of a move, independent of the move generator's order: its code (origin,
 * target and promotion, 15 bits; castling is king-takes-rook) and its rank among the legal moves
 * of its position ordered by code, which fits one byte since no position has more than 218 moves.
 */
final class MoveCode {

    /** The code of "no move", used for games that end in a position. */
    static final int NONE = 0;

    private MoveCode() {
    }

    static int of(int move) {
        return move & 0x7FFF;
    }

    /**
     * How many legal moves of the position have a smaller code than the move; -1 if it is not
     * legal. Codes order moves by promotion, then target, then origin, so a move that is not a
     * promotion ranks among the moves to lower targets and the moves to its target from lower
     * origins; these are counted from attack sets (with pins, checks and king safety), without
     * generating the moves, and so are standard chess's castling moves. En passant, promotions
     * and Chess960 castling that could rank lower go through the move generator.
     */
    static int rank(Position position, int move, int[] buffer) {
        int to = Move.to(move);
        boolean castling = Move.isCastling(move);
        boolean standard = position.variant() == Variant.STANDARD;
        if (Move.isPromotion(move) || Move.isEnPassant(move) || position.epSquare() != Square.NONE
                || !standard && (castling || castlingMayRankLower(position, position.turn(), to))) {
            return rankByGeneration(position, move, buffer);
        }
        return LegalTargets.rank(position, Move.from(move), to, castling);
    }

    /** Whether a castling move (its code's target is the rook) could have a smaller code than a move to {@code to}. */
    private static boolean castlingMayRankLower(Position position, Color us, int to) {
        int kingSide = position.castlingRook(us, false);
        int queenSide = position.castlingRook(us, true);
        return kingSide != Square.NONE && kingSide <= to || queenSide != Square.NONE && queenSide <= to;
    }

    static int rankByGeneration(Position position, int move, int[] buffer) {
        int code = of(move);
        int count = position.legalMoves(buffer);
        int rank = 0;
        boolean legal = false;
        for (int i = 0; i < count; i++) {
            int other = buffer[i];
            legal |= other == move;
            if (of(other) < code) {
                rank++;
            }
        }
        return legal ? rank : -1;
    }

    /** The legal move of the given rank, or {@link Move#NONE} when the position has fewer moves. */
    static int atRank(Position position, int rank, int[] buffer) {
        int count = position.legalMoves(buffer);
        if (rank >= count) {
            return Move.NONE;
        }
        // Each move's code above its index in the buffer (fewer than 256 moves), sorted by code.
        int[] ordered = new int[count];
        for (int i = 0; i < count; i++) {
            ordered[i] = of(buffer[i]) << 8 | i;
        }
        Arrays.sort(ordered);
        return buffer[ordered[rank] & 0xFF];
    }

    /** The legal move with this code, or {@link Move#NONE}. */
    static int find(Position position, int code, int[] buffer) {
        int count = position.legalMoves(buffer);
        for (int i = 0; i < count; i++) {
            if (of(buffer[i]) == code) {
                return buffer[i];
            }
        }
        return Move.NONE;
    }
}
