package rookery.database;

import java.util.Arrays;

/**
 * The games a {@link StructureQuery} found, by id in ascending order; {@code firstPlies[i]} is the
 * ply at which game {@code ids[i]} first met the condition (the start of the stretch for a
 * material held for some plies) when the games were replayed, -1 when the index answered.
 * {@code positions} counts the positions replayed; {@code complete} is false when the scan was cancelled.
 */
public record StructureMatches(StructureQuery query, long[] ids, int[] firstPlies, boolean indexed, long positions, long millis,
        boolean complete) {

    public int size() {
        return ids.length;
    }

    public boolean contains(long id) {
        return Arrays.binarySearch(ids, id) >= 0;
    }

    /** The ply at which the game first met the condition, if the scan recorded it, else -1. */
    public int firstPly(long id) {
        int at = Arrays.binarySearch(ids, id);
        return at < 0 || firstPlies == null ? -1 : firstPlies[at];
    }
}
