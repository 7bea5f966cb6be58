package rookery.engine;

/**
 * An engine's score from the side to move's point of view: centipawns, or mate in a number of
 * moves (positive: the side to move mates; negative: it gets mated; 0: it is mated now), with a
 * bound when the search only proved that the true score is at least or at most this value.
 */
public record Score(Kind kind, int value, Bound bound) {

    public enum Kind {
        CENTIPAWNS, MATE
    }

    public enum Bound {
        EXACT, LOWER, UPPER
    }

    public Score {
        if (kind == null || bound == null) {
            throw new IllegalArgumentException("kind and bound are required");
        }
    }

    public static Score centipawns(int value) {
        return new Score(Kind.CENTIPAWNS, value, Bound.EXACT);
    }

    public static Score mate(int moves) {
        return new Score(Kind.MATE, moves, Bound.EXACT);
    }

    public Score withBound(Bound newBound) {
        return new Score(kind, value, newBound);
    }

    public boolean isMate() {
        return kind == Kind.MATE;
    }

    /** The same score seen from the other side. */
    public Score negate() {
        Bound flipped = switch (bound) {
            case EXACT -> Bound.EXACT;
            case LOWER -> Bound.UPPER;
            case UPPER -> Bound.LOWER;
        };
        return new Score(kind, -value, flipped);
    }

    /** UCI form: {@code cp 23}, {@code mate -3}, with {@code lowerbound}/{@code upperbound}. */
    public String toUci() {
        String base = (kind == Kind.MATE ? "mate " : "cp ") + value;
        return switch (bound) {
            case EXACT -> base;
            case LOWER -> base + " lowerbound";
            case UPPER -> base + " upperbound";
        };
    }

    @Override
    public String toString() {
        return toUci();
    }
}
