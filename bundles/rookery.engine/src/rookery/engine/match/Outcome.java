package rookery.engine.match;

/** The result of a game, with its PGN token. */
public enum Outcome {
    WHITE_WINS("1-0"), BLACK_WINS("0-1"), DRAW("1/2-1/2");

    private final String pgn;

    Outcome(String pgn) {
        this.pgn = pgn;
    }

    public String pgn() {
        return pgn;
    }
}
