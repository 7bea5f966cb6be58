package rookery.pgn;

/** The move annotations that PGN also writes as suffixes. */
final class Nags {

    private static final String[] SUFFIXES = {null, "!", "?", "!!", "??", "!?", "?!"};

    private Nags() {
    }

    /** The suffix of NAG 1 to 6 ("!" ... "?!"). */
    static String suffix(int nag) {
        return SUFFIXES[nag];
    }
}
