package rookery.chess;

/** The kind of a piece regardless of its color. */
public enum Role {
    PAWN('p'),
    KNIGHT('n'),
    BISHOP('b'),
    ROOK('r'),
    QUEEN('q'),
    KING('k');

    private static final Role[] VALUES = values();

    private final char symbol;

    Role(char symbol) {
        this.symbol = symbol;
    }

    /** Lower-case letter as used in FEN (black) and UCI promotions. */
    public char symbol() {
        return symbol;
    }

    public static Role fromSymbol(char c) {
        char lower = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c < 128 ? c : Character.toLowerCase(c);
        for (Role role : VALUES) {
            if (role.symbol == lower) {
                return role;
            }
        }
        return null;
    }

    static Role of(int index) {
        return VALUES[index];
    }
}
