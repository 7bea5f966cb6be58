package rookery.pgn;

/** The outcome of a game as PGN writes it. */
public enum GameResult {
    WHITE_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2"),
    /** Unknown, ongoing or abandoned: "*". */
    UNKNOWN("*");

    private final String pgn;

    GameResult(String pgn) {
        this.pgn = pgn;
    }

    public String pgn() {
        return pgn;
    }

    /** The result a termination marker or a {@code [Result]} tag denotes, or null if it denotes none. */
    public static GameResult fromPgn(String text) {
        for (GameResult result : values()) {
            if (result.pgn.equals(text)) {
                return result;
            }
        }
        return null;
    }
}
