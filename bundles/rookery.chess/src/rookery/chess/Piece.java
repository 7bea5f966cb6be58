package rookery.chess;

/** A colored piece. The ordinal is {@code 2 * role.ordinal() + color.ordinal()}. */
public enum Piece {
    WHITE_PAWN, BLACK_PAWN,
    WHITE_KNIGHT, BLACK_KNIGHT,
    WHITE_BISHOP, BLACK_BISHOP,
    WHITE_ROOK, BLACK_ROOK,
    WHITE_QUEEN, BLACK_QUEEN,
    WHITE_KING, BLACK_KING;

    private static final Piece[] VALUES = values();

    public static Piece of(Color color, Role role) {
        return VALUES[2 * role.ordinal() + color.ordinal()];
    }

    static Piece of(int index) {
        return VALUES[index];
    }

    public Color color() {
        return Color.of(ordinal() & 1);
    }

    public Role role() {
        return Role.of(ordinal() >> 1);
    }

    /** FEN letter: upper case for white, lower case for black. */
    public char fenChar() {
        char c = role().symbol();
        return color() == Color.WHITE ? Character.toUpperCase(c) : c;
    }

    public static Piece fromFenChar(char c) {
        Role role = Role.fromSymbol(c);
        if (role == null) {
            return null;
        }
        return of(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, role);
    }
}
