package rookery.tablebase.syzygy;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Attacks;
import rookery.chess.Bitboard;

/**
 * The constant tables of the Syzygy position encoding: how the leading pieces or pawns are
 * numbered after the board's symmetries are used, and the binomial coefficients that number the
 * other groups of like pieces. Squares are 0 (a1) to 63 (h8).
 */
final class IndexTables {

    /** Ways to choose k squares out of n, {@code BINOMIAL[k][n]}, for groups of up to 6 like pieces. */
    static final long[][] BINOMIAL = new long[7][65];
    /** A square below the a1–h8 diagonal numbered 0..27 (rank-major). */
    static final int[] BELOW_DIAGONAL = new int[64];
    /** A square of the a1–d1–d4 triangle numbered 0..9: those off the diagonal first, then a1, b2, c3, d4. */
    static final int[] TRIANGLE = new int[64];
    /** Two kings, the first in the triangle (by {@link #TRIANGLE}), numbered 0..461. */
    static final int[][] KING_PAIRS = new int[10][64];
    /** For a pawn on a2–h7: how many squares the other leading pawns may take when it leads (edges and low ranks lead). */
    static final int[] PAWN_ORDER = new int[64];
    /** The first index of a leading pawn's square, {@code LEAD_PAWN_START[leadPawns][square]}, within its file's table. */
    static final long[][] LEAD_PAWN_START = new long[7][64];
    /** The number of placements of the leading pawns when the leader is on file a..d, {@code LEAD_PAWN_COUNT[leadPawns][file]}. */
    static final long[][] LEAD_PAWN_COUNT = new long[7][4];

    static {
        for (int n = 0; n <= 64; n++) {
            BINOMIAL[0][n] = 1;
            for (int k = 1; k < BINOMIAL.length; k++) {
                BINOMIAL[k][n] = n == 0 ? 0 : BINOMIAL[k - 1][n - 1] + BINOMIAL[k][n - 1];
            }
        }

        int below = 0;
        for (int square = 0; square < 64; square++) {
            if (diagonalOffset(square) < 0) {
                BELOW_DIAGONAL[square] = below++;
            }
        }

        int triangle = 0;
        List<Integer> onDiagonal = new ArrayList<>();
        for (int square = 0; square < 64; square++) {
            if (file(square) > 3 || rank(square) > 3) {
                continue;
            }
            if (diagonalOffset(square) < 0) {
                TRIANGLE[square] = triangle++;
            } else if (diagonalOffset(square) == 0) {
                onDiagonal.add(square);
            }
        }
        for (int square : onDiagonal) {
            TRIANGLE[square] = triangle++;
        }

        int pair = 0;
        List<int[]> bothOnDiagonal = new ArrayList<>();
        for (int first = 0; first < 10; first++) {
            int firstSquare = triangleSquare(first);
            long forbidden = Attacks.king(firstSquare) | Bitboard.of(firstSquare);
            for (int second = 0; second < 64; second++) {
                if (Bitboard.contains(forbidden, second)) {
                    continue;
                }
                boolean firstOnDiagonal = diagonalOffset(firstSquare) == 0;
                if (firstOnDiagonal && diagonalOffset(second) > 0) {
                    continue;
                }
                if (firstOnDiagonal && diagonalOffset(second) == 0) {
                    bothOnDiagonal.add(new int[] {first, second});
                } else {
                    KING_PAIRS[first][second] = pair++;
                }
            }
        }
        for (int[] kings : bothOnDiagonal) {
            KING_PAIRS[kings[0]][kings[1]] = pair++;
        }

        int available = 47;
        for (int file = 0; file < 4; file++) {
            for (int rank = 1; rank <= 6; rank++) {
                int square = rank * 8 + file;
                PAWN_ORDER[square] = available--;
                PAWN_ORDER[square ^ 7] = available--;
            }
        }
        for (int leadPawns = 1; leadPawns < LEAD_PAWN_START.length; leadPawns++) {
            for (int file = 0; file < 4; file++) {
                long index = 0;
                for (int rank = 1; rank <= 6; rank++) {
                    int square = rank * 8 + file;
                    LEAD_PAWN_START[leadPawns][square] = index;
                    index += BINOMIAL[leadPawns - 1][PAWN_ORDER[square]];
                }
                LEAD_PAWN_COUNT[leadPawns][file] = index;
            }
        }
    }

    private IndexTables() {
    }

    /** Positive above the a1–h8 diagonal, 0 on it, negative below. */
    static int diagonalOffset(int square) {
        return rank(square) - file(square);
    }

    static int file(int square) {
        return square & 7;
    }

    static int rank(int square) {
        return square >>> 3;
    }

    private static int triangleSquare(int number) {
        for (int square = 0; square < 64; square++) {
            if (file(square) <= 3 && rank(square) <= 3 && diagonalOffset(square) <= 0 && TRIANGLE[square] == number) {
                return square;
            }
        }
        throw new AssertionError(number);
    }
}
