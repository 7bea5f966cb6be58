package rookery.chess;

/** Thrown when a {@link Setup} is not a legal position of its variant. */
public final class InvalidPositionException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public enum Reason {
        MISSING_KING,
        TOO_MANY_KINGS,
        KINGS_ADJACENT,
        /** The side that just moved has its king in check. */
        OPPOSITE_CHECK,
        PAWNS_ON_BACK_RANK,
        /** More than 16 pieces or more than 8 pawns of one color. */
        TOO_MANY_PIECES,
        IMPOSSIBLE_CASTLING_RIGHTS,
        INVALID_EP_SQUARE
    }

    private final Reason reason;

    public InvalidPositionException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
