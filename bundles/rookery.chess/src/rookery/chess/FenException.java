package rookery.chess;

/** A syntax error in a FEN, naming the field and the 1-based character column. */
public final class FenException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public enum Field {
        BOARD, TURN, CASTLING, EN_PASSANT, HALFMOVE_CLOCK, FULLMOVE_NUMBER
    }

    private final Field field;
    private final int column;

    public FenException(Field field, int column, String problem) {
        super("invalid FEN " + field.name().toLowerCase().replace('_', ' ') + " at column " + column + ": " + problem);
        this.field = field;
        this.column = column;
    }

    public Field field() {
        return field;
    }

    /** 1-based column of the offending character in the FEN string. */
    public int column() {
        return column;
    }
}
