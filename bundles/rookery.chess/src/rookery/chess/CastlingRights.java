package rookery.chess;

/**
 * Castling rights as a 4-bit set in Polyglot order: white king side, white queen side,
 * black king side, black queen side. "King side" is the side of the h-file, also in Chess960.
 */
public final class CastlingRights {

    public static final int NONE = 0;
    public static final int WHITE_KING_SIDE = 1;
    public static final int WHITE_QUEEN_SIDE = 2;
    public static final int BLACK_KING_SIDE = 4;
    public static final int BLACK_QUEEN_SIDE = 8;
    public static final int ALL = 15;

    private CastlingRights() {
    }

    /** The index 0..3 of one right: {@code 2 * color + (queenSide ? 1 : 0)}. */
    public static int index(Color color, boolean queenSide) {
        return 2 * color.ordinal() + (queenSide ? 1 : 0);
    }

    public static int of(Color color) {
        return color == Color.WHITE ? WHITE_KING_SIDE | WHITE_QUEEN_SIDE : BLACK_KING_SIDE | BLACK_QUEEN_SIDE;
    }

    static Color color(int index) {
        return Color.of(index >> 1);
    }

    static boolean isQueenSide(int index) {
        return (index & 1) != 0;
    }

    /** The king's destination file for castling with the right of this index: g or c. */
    static int kingToFile(int index) {
        return isQueenSide(index) ? 2 : 6;
    }

    /** The rook's destination file for castling with the right of this index: f or d. */
    static int rookToFile(int index) {
        return isQueenSide(index) ? 3 : 5;
    }
}
