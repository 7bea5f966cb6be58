package rookery.chess;

public enum Color {
    WHITE('w'),
    BLACK('b');

    private final char fenChar;

    Color(char fenChar) {
        this.fenChar = fenChar;
    }

    public Color other() {
        return this == WHITE ? BLACK : WHITE;
    }

    public char fenChar() {
        return fenChar;
    }

    /** The rank (0..7) of this side's back rank. */
    public int backRank() {
        return this == WHITE ? 0 : 7;
    }

    static Color of(int index) {
        return index == 0 ? WHITE : BLACK;
    }
}
