package rookery.tablebase.syzygy;

/**
 * A position the Syzygy tables do not answer, and why. Thrown without a stack trace: a search
 * meets it often.
 */
public final class NotProbedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why a position is not probed. */
    public enum Reason {
        /** The tables know positions without castling rights only. */
        CASTLING_RIGHTS,
        /** More pieces than the largest table found (or than 7). */
        TOO_MANY_PIECES,
        /** The table of the position, or of one a capture leads to, is not in the folders. */
        MISSING_TABLE
    }

    private final Reason reason;

    NotProbedException(Reason reason, String message) {
        super(message, null, false, false);
        this.reason = reason;
    }

    static NotProbedException missing(String tableFile) {
        return new NotProbedException(Reason.MISSING_TABLE, "no table " + tableFile + " in the Syzygy folders");
    }

    public Reason reason() {
        return reason;
    }
}
