package rookery.chess;

/** Squares are ints 0..63: a1 = 0, b1 = 1, ..., h8 = 63. {@link #NONE} is -1. */
public final class Square {

    public static final int NONE = -1;

    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    public static int file(int square) {
        return square & 7;
    }

    public static int rank(int square) {
        return square >>> 3;
    }

    public static boolean isValid(int square) {
        return square >= 0 && square < 64;
    }

    public static boolean isLight(int square) {
        return ((file(square) + rank(square)) & 1) != 0;
    }

    public static int distance(int a, int b) {
        return Math.max(Math.abs(file(a) - file(b)), Math.abs(rank(a) - rank(b)));
    }

    public static String name(int square) {
        return new String(new char[] {(char) ('a' + file(square)), (char) ('1' + rank(square))});
    }

    /** Parses a square name such as "e4"; returns {@link #NONE} if it is not one. */
    public static int parse(CharSequence name) {
        if (name.length() != 2) {
            return NONE;
        }
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            return NONE;
        }
        return of(file, rank);
    }
}
