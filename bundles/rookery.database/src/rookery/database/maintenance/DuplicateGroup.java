package rookery.database.maintenance;

import java.util.Arrays;

/**
 * Games that are duplicates of one another: {@code keep}, the best-annotated of them (see
 * {@link Duplicates}), and the {@code others}, ascending.
 */
public record DuplicateGroup(long keep, long[] others) {

    public DuplicateGroup {
        others = others.clone();
    }

    @Override
    public long[] others() {
        return others.clone();
    }

    /** Every game of the group, the one kept first. */
    public long[] games() {
        long[] games = new long[others.length + 1];
        games[0] = keep;
        System.arraycopy(others, 0, games, 1, others.length);
        return games;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DuplicateGroup other && keep == other.keep && Arrays.equals(others, other.others);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(keep) * 31 + Arrays.hashCode(others);
    }

    @Override
    public String toString() {
        return "keep " + keep + ", duplicates " + Arrays.toString(others);
    }
}
