package rookery.database.encoding;

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
public final class MoveCode {

    /** The code of "no move", used for games that end in a position. */
    public static final int NONE = 0;

    private MoveCode() {
    }

    public static int of(int move) {
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
    public static int rank(Position position, int move, int[] buffer) {
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

    public static int rankByGeneration(Position position, int move, int[] buffer) {
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
    public static int atRank(Position position, int rank, int[] buffer) {
        return atRank(position, rank, buffer, new long[64]);
    }

    /**
     * As {@link #atRank(Position, int, int[])} with a scratch array of 64 longs. Codes order the
     * moves that are not promotions by target, then origin: the move is found by counting origins
     * per target as bitboards instead of ordering the list, which sorting (or even selecting) made
     * the largest cost of replaying stored games (docs/benchmarks.md, "Search by structure").
     */
    public static int atRank(Position position, int rank, int[] buffer, long[] originsByTarget) {
        int count = position.legalMoves(buffer);
        if (rank >= count) {
            return Move.NONE;
        }
        long targets = 0;
        int promotions = 0;
        for (int i = 0; i < count; i++) {
            int move = buffer[i];
            if (Move.isPromotion(move)) {
                promotions++;
                continue;
            }
            int to = Move.to(move);
            long bit = 1L << to;
            if ((targets & bit) == 0) {
                targets |= bit;
                originsByTarget[to] = 0;
            }
            originsByTarget[to] |= 1L << Move.from(move);
        }
        int remaining = rank;
        if (remaining >= count - promotions) {
            return promotionAtRank(buffer, count, remaining - (count - promotions));
        }
        for (long left = targets;; left &= left - 1) {
            int to = Long.numberOfTrailingZeros(left);
            long origins = originsByTarget[to];
            int here = Long.bitCount(origins);
            if (remaining < here) {
                for (; remaining > 0; remaining--) {
                    origins &= origins - 1;
                }
                int code = Long.numberOfTrailingZeros(origins) | to << 6;
                for (int i = 0;; i++) {
                    if (of(buffer[i]) == code) {
                        return buffer[i];
                    }
                }
            }
            remaining -= here;
        }
    }

    /** The promotion with {@code rank} promotions of smaller code before it. */
    private static int promotionAtRank(int[] buffer, int count, int rank) {
        for (int i = 0; i < count; i++) {
            if (!Move.isPromotion(buffer[i])) {
                continue;
            }
            int smaller = 0;
            for (int j = 0; j < count; j++) {
                if (Move.isPromotion(buffer[j]) && of(buffer[j]) < of(buffer[i])) {
                    smaller++;
                }
            }
            if (smaller == rank) {
                return buffer[i];
            }
        }
        return Move.NONE;
    }

    /** The legal move with this code, or {@link Move#NONE}. */
    public static int find(Position position, int code, int[] buffer) {
        int count = position.legalMoves(buffer);
        for (int i = 0; i < count; i++) {
            if (of(buffer[i]) == code) {
                return buffer[i];
            }
        }
        return Move.NONE;
    }
}
