package rookery.chess;

/** Attack sets of pieces. Sliding attacks use fixed-shift magic bitboards with the {@link Magics}. */
public final class Attacks {

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[] WHITE_PAWN = new long[64];
    private static final long[] BLACK_PAWN = new long[64];

    static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = Magics.ROOK;
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = Magics.BISHOP;
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] ROOK_EMPTY_BOARD = new long[64];
    private static final long[] BISHOP_EMPTY_BOARD = new long[64];
    private static final long[] TABLE;

    static {
        for (int square = 0; square < 64; square++) {
            KNIGHT[square] = steps(square, new int[][] {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
            KING[square] = steps(square, new int[][] {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
            WHITE_PAWN[square] = steps(square, new int[][] {{-1, 1}, {1, 1}});
            BLACK_PAWN[square] = steps(square, new int[][] {{-1, -1}, {1, -1}});
            ROOK_EMPTY_BOARD[square] = slide(square, 0, ROOK_DIRECTIONS);
            BISHOP_EMPTY_BOARD[square] = slide(square, 0, BISHOP_DIRECTIONS);
        }
        int size = 0;
        for (int square = 0; square < 64; square++) {
            ROOK_MASK[square] = relevantOccupancy(square, ROOK_DIRECTIONS);
            ROOK_SHIFT[square] = 64 - Long.bitCount(ROOK_MASK[square]);
            ROOK_OFFSET[square] = size;
            size += 1 << Long.bitCount(ROOK_MASK[square]);
            BISHOP_MASK[square] = relevantOccupancy(square, BISHOP_DIRECTIONS);
            BISHOP_SHIFT[square] = 64 - Long.bitCount(BISHOP_MASK[square]);
            BISHOP_OFFSET[square] = size;
            size += 1 << Long.bitCount(BISHOP_MASK[square]);
        }
        TABLE = new long[size];
        for (int square = 0; square < 64; square++) {
            fill(square, ROOK_MASK[square], ROOK_MAGIC[square], ROOK_SHIFT[square], ROOK_OFFSET[square], ROOK_DIRECTIONS);
            fill(square, BISHOP_MASK[square], BISHOP_MAGIC[square], BISHOP_SHIFT[square], BISHOP_OFFSET[square], BISHOP_DIRECTIONS);
        }
    }

    private Attacks() {
    }

    public static long knight(int square) {
        return KNIGHT[square];
    }

    public static long king(int square) {
        return KING[square];
    }

    /** Squares a pawn of this color on this square attacks. */
    public static long pawn(Color color, int square) {
        return color == Color.WHITE ? WHITE_PAWN[square] : BLACK_PAWN[square];
    }

    public static long pawn(int color, int square) {
        return color == 0 ? WHITE_PAWN[square] : BLACK_PAWN[square];
    }

    public static long bishop(int square, long occupied) {
        return TABLE[BISHOP_OFFSET[square] + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square]) >>> BISHOP_SHIFT[square])];
    }

    public static long rook(int square, long occupied) {
        return TABLE[ROOK_OFFSET[square] + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
    }

    public static long queen(int square, long occupied) {
        return bishop(square, occupied) | rook(square, occupied);
    }

    /** Attacks of a piece of this role on an otherwise empty board (pawns: captures). */
    public static long emptyBoard(Role role, Color color, int square) {
        return switch (role) {
            case PAWN -> pawn(color, square);
            case KNIGHT -> KNIGHT[square];
            case BISHOP -> BISHOP_EMPTY_BOARD[square];
            case ROOK -> ROOK_EMPTY_BOARD[square];
            case QUEEN -> BISHOP_EMPTY_BOARD[square] | ROOK_EMPTY_BOARD[square];
            case KING -> KING[square];
        };
    }

    /** The squares a bishop on {@code square} attacks on an empty board. */
    public static long bishopEmptyBoard(int square) {
        return BISHOP_EMPTY_BOARD[square];
    }

    /** The squares a rook on {@code square} attacks on an empty board. */
    public static long rookEmptyBoard(int square) {
        return ROOK_EMPTY_BOARD[square];
    }

    /** Attacks of a piece given occupancy. */
    public static long of(Piece piece, int square, long occupied) {
        return switch (piece.role()) {
            case PAWN -> pawn(piece.color(), square);
            case KNIGHT -> KNIGHT[square];
            case BISHOP -> bishop(square, occupied);
            case ROOK -> rook(square, occupied);
            case QUEEN -> queen(square, occupied);
            case KING -> KING[square];
        };
    }

    private static long steps(int square, int[][] deltas) {
        long attacks = 0;
        for (int[] d : deltas) {
            int file = Square.file(square) + d[0];
            int rank = Square.rank(square) + d[1];
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                attacks |= Bitboard.of(Square.of(file, rank));
            }
        }
        return attacks;
    }

    static long slide(int square, long occupied, int[][] directions) {
        long attacks = 0;
        for (int[] d : directions) {
            int file = Square.file(square) + d[0];
            int rank = Square.rank(square) + d[1];
            while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                long bit = Bitboard.of(Square.of(file, rank));
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                file += d[0];
                rank += d[1];
            }
        }
        return attacks;
    }

    /** Squares whose occupancy matters: the empty-board rays without their last square. */
    static long relevantOccupancy(int square, int[][] directions) {
        long mask = 0;
        for (int[] d : directions) {
            int file = Square.file(square) + d[0];
            int rank = Square.rank(square) + d[1];
            while (file + d[0] >= 0 && file + d[0] < 8 && rank + d[1] >= 0 && rank + d[1] < 8) {
                mask |= Bitboard.of(Square.of(file, rank));
                file += d[0];
                rank += d[1];
            }
        }
        return mask;
    }

    /** Stores the attacks for every occupancy of the mask at its magic index. */
    private static void fill(int square, long mask, long magic, int shift, int offset, int[][] directions) {
        long subset = 0;
        do {
            TABLE[offset + (int) ((subset * magic) >>> shift)] = slide(square, subset, directions);
            subset = (subset - mask) & mask;
        } while (subset != 0);
    }
}
