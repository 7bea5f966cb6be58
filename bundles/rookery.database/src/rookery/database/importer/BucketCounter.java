package rookery.database.importer;

import java.util.Arrays;
import java.util.List;

import rookery.chess.Color;
import rookery.database.collections.RadixSort;
import rookery.database.encoding.BucketTallies;
import rookery.database.encoding.ResultCodes;

/**
 * Counts a batch's positions by bucket: one long per game reaching a position, the position's
 * slot, the game's bucket and the move code, beside the index of the game's facts (result,
 * ratings, year, id), which the batch's own games and the index's earlier ones add alike. Sorted,
 * each run is one entry of a position's buckets, in the order they are stored: this replaced a
 * hash table per position, which took several times as long (docs/benchmarks.md, session 21).
 */
final class BucketCounter {
    private static final int CODE_BITS = 15;
    private static final int BUCKET_BITS = 27;
    private static final int SLOT_SHIFT = CODE_BITS + BUCKET_BITS;
    private static final long ENTRY_MASK = (1L << SLOT_SHIFT) - 1;
    /** Slots (1-based positions of a batch) must fit the bits left. */
    private static final int MAX_SLOT = (1 << Long.SIZE - SLOT_SHIFT - 1) - 1;

    private long[] keys = new long[1 << 16];
    private int[] facts = new int[1 << 16];
    private int count;

    private int[] outcomes;
    private int[] whiteElos;
    private int[] blackElos;
    private int[] years;
    private long[] ids;
    private int factCount;

    /** A counter whose first facts are the batch's games, in their order. */
    BucketCounter(List<ImportedGame> games) {
        int capacity = Math.max(1024, games.size());
        outcomes = new int[capacity];
        whiteElos = new int[capacity];
        blackElos = new int[capacity];
        years = new int[capacity];
        ids = new long[capacity];
        for (ImportedGame game : games) {
            addFacts(ResultCodes.code(game.record.result()), game.header.whiteElo(), game.header.blackElo(), game.header.year(), game.id);
        }
    }

    /** Adds a game's facts; returns their index. */
    int addFacts(int outcome, int whiteElo, int blackElo, int year, long id) {
        if (factCount == outcomes.length) {
            int grown = factCount * 2;
            outcomes = Arrays.copyOf(outcomes, grown);
            whiteElos = Arrays.copyOf(whiteElos, grown);
            blackElos = Arrays.copyOf(blackElos, grown);
            years = Arrays.copyOf(years, grown);
            ids = Arrays.copyOf(ids, grown);
        }
        outcomes[factCount] = outcome;
        whiteElos[factCount] = whiteElo;
        blackElos[factCount] = blackElo;
        years[factCount] = year;
        ids[factCount] = id;
        return factCount++;
    }

    /** Counts the game of those facts in the position of that slot, by its bucket and the move it played. */
    void add(int slot, int bucket, int code, int factIndex) {
        if (slot > MAX_SLOT) {
            throw new IllegalStateException("a batch reaches more than " + MAX_SLOT + " positions with rows");
        }
        if (count == keys.length) {
            keys = Arrays.copyOf(keys, count * 2);
            facts = Arrays.copyOf(facts, count * 2);
        }
        keys[count] = (long) slot << SLOT_SHIFT | (long) bucket << CODE_BITS | code;
        facts[count++] = factIndex;
    }

    /** Sets each position's {@link BatchStatistics.PositionTallies#sortedBuckets}: {@code slot - 1} indexes {@code positions}. */
    void count(List<BatchStatistics.PositionTallies> positions) {
        RadixSort.sortUnsigned(keys, facts, count, Long.SIZE);
        for (int start = 0; start < count;) {
            start = countPosition(positions, start);
        }
    }

    /*
     * Each loop is a method of its own, as in BatchStatistics: the JIT compiles small methods once
     * instead of a long one again and again on stack replacement.
     */

    /** Counts the run of one position's games from {@code start}; returns where the next position's begins. */
    private int countPosition(List<BatchStatistics.PositionTallies> positions, int start) {
        long slot = keys[start] >>> SLOT_SHIFT;
        int end = start + 1;
        while (end < count && keys[end] >>> SLOT_SHIFT == slot) {
            end++;
        }
        BatchStatistics.PositionTallies position = positions.get((int) slot - 1);
        long[] entries = new long[end - start];
        MoveTally[] tallies = new MoveTally[end - start];
        int entryCount = 0;
        for (int i = start; i < end; entryCount++) {
            long entry = keys[i] & ENTRY_MASK;
            entries[entryCount] = BucketTallies.entry((int) (entry >>> CODE_BITS), (int) (entry & (1 << CODE_BITS) - 1));
            tallies[entryCount] = new MoveTally();
            i = countEntry(position.mover, tallies[entryCount], i, end);
        }
        position.sortedBuckets = new PositionBuckets(position.key, entries, tallies, entryCount);
        return end;
    }

    /** Adds the games of one entry's run from {@code start} to its tally; returns where the next entry's begins. */
    private int countEntry(Color mover, MoveTally tally, int start, int end) {
        long run = keys[start];
        int i = start;
        for (; i < end && keys[i] == run; i++) {
            int game = facts[i];
            tally.add(outcomes[game], mover, whiteElos[game], blackElos[game], years[game], ids[game]);
        }
        return i;
    }
}
