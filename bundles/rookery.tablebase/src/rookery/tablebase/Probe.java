package rookery.tablebase;

/**
 * A table answer: the result and the distance to mate in plies (0 for draws, unknown results and a
 * side that is checkmated). Instances are shared; use {@link #of} rather than the constructor on hot paths.
 */
public record Probe(Wdl wdl, int dtm) {

    public static final Probe UNKNOWN = new Probe(Wdl.UNKNOWN, 0);
    public static final Probe DRAW = new Probe(Wdl.DRAW, 0);
    private static final Probe[] BY_ENTRY = new Probe[256];

    static {
        for (int entry = 0; entry < 256; entry++) {
            BY_ENTRY[entry] = entry == Entry.DRAW ? DRAW
                    : new Probe(Entry.isWin(entry) ? Wdl.WIN : Wdl.LOSS, Entry.dtm(entry));
        }
    }

    public Probe {
        if (dtm < 0 || (wdl == Wdl.DRAW || wdl == Wdl.UNKNOWN) && dtm != 0) {
            throw new IllegalArgumentException(wdl + " with distance " + dtm);
        }
    }

    /** The shared instance for a win or loss in {@code dtm} plies, a draw or unknown. */
    public static Probe of(Wdl wdl, int dtm) {
        return switch (wdl) {
            case WIN -> dtm <= Entry.MAX_DTM && (dtm & 1) == 1 ? BY_ENTRY[Entry.of(dtm)] : new Probe(wdl, dtm);
            case LOSS -> dtm <= Entry.MAX_DTM && (dtm & 1) == 0 ? BY_ENTRY[Entry.of(dtm)] : new Probe(wdl, dtm);
            case DRAW -> DRAW;
            case UNKNOWN -> UNKNOWN;
        };
    }

    static Probe ofEntry(int entry) {
        return BY_ENTRY[entry];
    }

    /** The result a score stands for; a mover's win one ply longer than the longest loss in a table does not fit an entry. */
    static Probe ofScore(int score) {
        if (score == Entry.NONE) {
            return UNKNOWN;
        }
        return score == 0 ? DRAW : of(score > 0 ? Wdl.WIN : Wdl.LOSS, Entry.dtmOfScore(score));
    }

    /** Mate distance in moves: of the side that mates for a win, of the side that is mated for a loss. */
    public int moves() {
        return wdl == Wdl.WIN ? (dtm + 1) / 2 : dtm / 2;
    }

    /** Orders results for the side they belong to: shorter wins, then draws, then longer losses; unknown last. */
    int score() {
        return switch (wdl) {
            case WIN -> Entry.WIN_SCORE - dtm;
            case LOSS -> -Entry.WIN_SCORE + dtm;
            case DRAW -> 0;
            case UNKNOWN -> Entry.NONE;
        };
    }
}
