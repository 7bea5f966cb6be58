package rookery.tablebase;

import rookery.chess.Square;

/**
 * The board symmetries and the compact numbering of king placements they allow: 462 pairs without
 * pawns (white king in the a1-d1-d4 triangle, black king on or below the a1-h8 diagonal when the
 * white king is on it), 1806 with pawns (white king on files a-d). Adjacent kings are never numbered.
 */
final class KingPairs {

    static final int PAWNLESS = 462;
    static final int WITH_PAWNS = 1806;

    /** The 8 symmetries of the board as square maps; index bit 0 mirrors files, 1 ranks, 2 the diagonal. */
    static final int[][] TRANSFORMS = new int[8][64];
    static final int DIAGONAL = 4;
    static final int MIRROR_FILES = 1;

    /** Per white king * 64 + black king: the pair number, or -1 when not a canonical placement. */
    private static final short[] PAWNLESS_NUMBER = new short[64 * 64];
    private static final short[] PAWN_NUMBER = new short[64 * 64];
    private static final byte[] PAWNLESS_WHITE_KING = new byte[PAWNLESS], PAWNLESS_BLACK_KING = new byte[PAWNLESS];
    private static final byte[] PAWN_WHITE_KING = new byte[WITH_PAWNS], PAWN_BLACK_KING = new byte[WITH_PAWNS];

    /**
     * Per white king * 64 + black king (any placement), the symmetry that makes the pair canonical
     * without pawns, plus {@link #AMBIGUOUS} when both kings then stand on the diagonal, so that the
     * diagonal mirror keeps them canonical and the other pieces decide.
     */
    private static final byte[] PAWNLESS_TRANSFORM = new byte[64 * 64];
    static final int AMBIGUOUS = 8;

    static {
        for (int t = 0; t < 8; t++) {
            for (int square = 0; square < 64; square++) {
                int file = Square.file(square), rank = Square.rank(square);
                if ((t & MIRROR_FILES) != 0) {
                    file = 7 - file;
                }
                if ((t & 2) != 0) {
                    rank = 7 - rank;
                }
                TRANSFORMS[t][square] = (t & DIAGONAL) != 0 ? Square.of(rank, file) : Square.of(file, rank);
            }
        }
        java.util.Arrays.fill(PAWNLESS_NUMBER, (short) -1);
        java.util.Arrays.fill(PAWN_NUMBER, (short) -1);
        int pawnless = 0, pawns = 0;
        for (int white = 0; white < 64; white++) {
            for (int black = 0; black < 64; black++) {
                if (Square.distance(white, black) <= 1) {
                    continue;
                }
                if (isCanonicalPawnless(white, black)) {
                    PAWNLESS_NUMBER[white * 64 + black] = (short) pawnless;
                    PAWNLESS_WHITE_KING[pawnless] = (byte) white;
                    PAWNLESS_BLACK_KING[pawnless++] = (byte) black;
                }
                if (Square.file(white) < 4) {
                    PAWN_NUMBER[white * 64 + black] = (short) pawns;
                    PAWN_WHITE_KING[pawns] = (byte) white;
                    PAWN_BLACK_KING[pawns++] = (byte) black;
                }
                for (int t = 0; t < 8; t++) {
                    int w = TRANSFORMS[t][white], b = TRANSFORMS[t][black];
                    if (isCanonicalPawnless(w, b)) {
                        boolean ambiguous = onDiagonal(w) && onDiagonal(b);
                        PAWNLESS_TRANSFORM[white * 64 + black] = (byte) (t | (ambiguous ? AMBIGUOUS : 0));
                        break;
                    }
                }
            }
        }
        if (pawnless != PAWNLESS || pawns != WITH_PAWNS) {
            throw new AssertionError("king pair counts " + pawnless + ", " + pawns);
        }
    }

    private KingPairs() {
    }

    static boolean onDiagonal(int square) {
        return Square.file(square) == Square.rank(square);
    }

    private static boolean isCanonicalPawnless(int white, int black) {
        int file = Square.file(white), rank = Square.rank(white);
        boolean inTriangle = file <= 3 && rank <= file;
        return inTriangle && (!onDiagonal(white) || Square.rank(black) <= Square.file(black));
    }

    static int number(boolean pawns, int whiteKing, int blackKing) {
        return (pawns ? PAWN_NUMBER : PAWNLESS_NUMBER)[whiteKing * 64 + blackKing];
    }

    static int whiteKing(boolean pawns, int number) {
        return (pawns ? PAWN_WHITE_KING : PAWNLESS_WHITE_KING)[number];
    }

    static int blackKing(boolean pawns, int number) {
        return (pawns ? PAWN_BLACK_KING : PAWNLESS_BLACK_KING)[number];
    }

    /** See {@link #PAWNLESS_TRANSFORM}; only meaningful for kings that are not adjacent. */
    static int pawnlessTransform(int whiteKing, int blackKing) {
        return PAWNLESS_TRANSFORM[whiteKing * 64 + blackKing];
    }
}
