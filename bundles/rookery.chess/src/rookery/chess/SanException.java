package rookery.chess;

/** A SAN token that does not denote a legal move in the position, with the token and the reason. */
public final class SanException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public enum Reason {
        /** Not shaped like a SAN move at all. */
        SYNTAX,
        /** An upper-case piece letter other than K, Q, R, B, N, P. */
        UNKNOWN_PIECE,
        /** A null move such as "--" or "Z0": valid in PGN, but not a move of the position. */
        NULL_MOVE,
        /** Well formed, but no legal move matches it. */
        ILLEGAL_MOVE,
        /** More than one legal move matches it. */
        AMBIGUOUS,
        /** A promotion piece that is missing, impossible (king, pawn) or given for a non-promoting move. */
        ILLEGAL_PROMOTION
    }

    private final String token;
    private final Reason reason;

    public SanException(String token, Reason reason, String problem) {
        super("'" + token + "': " + problem);
        this.token = token;
        this.reason = reason;
    }

    public String token() {
        return token;
    }

    public Reason reason() {
        return reason;
    }
}
