package rookery.chess;

/** Sets of squares as 64-bit longs, bit i standing for square i (a1 = bit 0). */
public final class Bitboard {

    public static final long EMPTY = 0L;
    public static final long ALL = ~0L;
    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = FILE_A << 7;
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_8 = RANK_1 << 56;
    public static final long BACK_RANKS = RANK_1 | RANK_8;
    public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    public static final long DARK_SQUARES = ~LIGHT_SQUARES;

    private static final long[] BETWEEN = new long[64 * 64];
    private static final long[] LINE = new long[64 * 64];

    static {
        int[][] directions = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (int from = 0; from < 64; from++) {
            for (int[] d : directions) {
                long ray = 0;
                int file = Square.file(from) + d[0];
                int rank = Square.rank(from) + d[1];
                while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                    int to = Square.of(file, rank);
                    BETWEEN[from * 64 + to] = ray;
                    ray |= of(to);
                    file += d[0];
                    rank += d[1];
                }
            }
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                int df = Square.file(b) - Square.file(a);
                int dr = Square.rank(b) - Square.rank(a);
                if (a == b || !(df == 0 || dr == 0 || Math.abs(df) == Math.abs(dr))) {
                    continue;
                }
                int stepFile = Integer.signum(df);
                int stepRank = Integer.signum(dr);
                long line = of(a);
                for (int sign = -1; sign <= 1; sign += 2) {
                    int file = Square.file(a) + sign * stepFile;
                    int rank = Square.rank(a) + sign * stepRank;
                    while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                        line |= of(Square.of(file, rank));
                        file += sign * stepFile;
                        rank += sign * stepRank;
                    }
                }
                LINE[a * 64 + b] = line;
            }
        }
    }

    private Bitboard() {
    }

    public static long of(int square) {
        return 1L << square;
    }

    public static boolean contains(long bitboard, int square) {
        return (bitboard >>> square & 1) != 0;
    }

    public static long file(int file) {
        return FILE_A << file;
    }

    public static long rank(int rank) {
        return RANK_1 << (8 * rank);
    }

    public static int count(long bitboard) {
        return Long.bitCount(bitboard);
    }

    /** The lowest square of a non-empty bitboard. */
    public static int first(long bitboard) {
        return Long.numberOfTrailingZeros(bitboard);
    }

    /** The highest square of a non-empty bitboard. */
    public static int last(long bitboard) {
        return 63 - Long.numberOfLeadingZeros(bitboard);
    }

    public static boolean moreThanOne(long bitboard) {
        return (bitboard & (bitboard - 1)) != 0;
    }

    /** Squares strictly between a and b on a common rank, file or diagonal; empty if not aligned. */
    public static long between(int a, int b) {
        return BETWEEN[a * 64 + b];
    }

    /** The whole rank, file or diagonal through a and b (edge to edge); empty if not aligned. */
    public static long line(int a, int b) {
        return LINE[a * 64 + b];
    }
}
