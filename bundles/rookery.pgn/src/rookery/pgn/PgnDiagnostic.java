package rookery.pgn;

/**
 * Why a game was rejected and where: {@code line} and {@code column} are 1-based and count
 * characters of the file, {@code game} is the 1-based game number in the file.
 */
public record PgnDiagnostic(String source, long game, long line, int column, String token, Reason reason, String message) {

    public enum Reason {
        /** A well-formed move that is not legal in its position. */
        ILLEGAL_MOVE,
        /** A move that more than one legal move matches. */
        AMBIGUOUS_MOVE,
        /** A token in move position that is not a move at all. */
        UNPARSABLE_MOVE,
        /** A tag pair that is not {@code [Name "value"]}. */
        BROKEN_TAG,
        /** A brace comment still open at the end of the game. */
        UNTERMINATED_COMMENT,
        /** A {@code (} variation still open at the end of the game, or a {@code )} without one. */
        UNTERMINATED_VARIATION,
        /** A token that the grammar does not allow where it stands. */
        UNEXPECTED_TOKEN,
        /** A {@code [FEN]} tag that is not a FEN. */
        INVALID_FEN,
        /** A {@code [FEN]} tag whose position cannot arise. */
        ILLEGAL_POSITION,
        /** A {@code [Variant]} tag naming a variant this reader does not play. */
        UNKNOWN_VARIANT,
        /** More bytes than a game can have without a game boundary: the rest of the file is probably not PGN. */
        GAME_TOO_LONG
    }

    @Override
    public String toString() {
        return source + ":" + line + ":" + column + ": game " + game + ": " + message;
    }
}
