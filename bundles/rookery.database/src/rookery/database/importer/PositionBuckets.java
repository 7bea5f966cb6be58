package rookery.database.importer;

import java.util.Arrays;
import java.util.Map;

/**
 * One position's tallies by bucket and move, in the order the stored years keep them: {@code entries}
 * are {@link rookery.database.encoding.BucketTallies#entry} keys, ascending, {@code tallies} beside them.
 */
public record PositionBuckets(long key, long[] entries, MoveTally[] tallies, int count) {

    /** The entries of a map, sorted. */
    public static PositionBuckets of(long key, Map<Long, MoveTally> byEntry) {
        long[] entries = new long[byEntry.size()];
        int count = 0;
        for (long entry : byEntry.keySet()) {
            entries[count++] = entry;
        }
        Arrays.sort(entries);
        MoveTally[] tallies = new MoveTally[count];
        for (int i = 0; i < count; i++) {
            tallies[i] = byEntry.get(entries[i]);
        }
        return new PositionBuckets(key, entries, tallies, count);
    }
}
