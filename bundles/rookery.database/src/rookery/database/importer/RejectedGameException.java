package rookery.database.importer;

/** A game the database cannot take although the PGN reader accepted it, for example one with a null move. */
public final class RejectedGameException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String reason;

    public RejectedGameException(String reason, String message) {
        super(message);
        this.reason = reason;
    }

    /** A short key to count rejections by, such as "null_move". */
    String reason() {
        return reason;
    }
}
