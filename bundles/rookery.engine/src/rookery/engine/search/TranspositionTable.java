package rookery.engine.search;

import java.util.Arrays;

/**
 * Shared, lock-free transposition table in one flat {@code long[]}: buckets of four entries,
 * each entry two longs, {@code key ^ data} and {@code data}. A reader recomputes the key from
 * both and ignores the entry if they disagree, which catches entries torn by concurrent writers
 * (Hyatt's XOR trick). Replacement prefers keeping deep entries of the current search
 * (generation); entries age by one generation per search.
 * <p>
 * {@code data} packs the move (17 bits), score and static evaluation (16 bits each, signed),
 * depth (7 bits), bound (2 bits) and generation (6 bits).
 */
public final class TranspositionTable {

    public static final int BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3;

    private static final int ENTRIES_PER_BUCKET = 4;
    private static final int LONGS_PER_BUCKET = 2 * ENTRIES_PER_BUCKET;

    private long[] table;
    private long bucketCount;
    private int generation;

    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    public void resize(int megabytes) {
        long longs = (long) megabytes * 1024 * 1024 / Long.BYTES;
        bucketCount = Math.max(1, Math.min(longs, Integer.MAX_VALUE - 8) / LONGS_PER_BUCKET);
        table = new long[(int) (bucketCount * LONGS_PER_BUCKET)];
        generation = 0;
    }

    public int megabytes() {
        return (int) ((long) table.length * Long.BYTES / (1024 * 1024));
    }

    public void clear() {
        Arrays.fill(table, 0);
        generation = 0;
    }

    /** Called at the start of each search so that older entries lose priority. */
    public void newSearch() {
        generation = (generation + 1) & 63;
    }

    private int bucket(long key) {
        return (int) Math.unsignedMultiplyHigh(key, bucketCount) * LONGS_PER_BUCKET;
    }

    /** The entry's data for this key, or 0 if there is none. */
    public long probe(long key) {
        long[] t = table;
        int base = bucket(key);
        for (int i = base; i < base + LONGS_PER_BUCKET; i += 2) {
            long data = t[i + 1];
            if (data != 0 && (t[i] ^ data) == key) {
                return data;
            }
        }
        return 0;
    }

    public void store(long key, int move, int score, int eval, int depth, int bound) {
        long[] t = table;
        int base = bucket(key);
        int target = base;
        int worstValue = Integer.MAX_VALUE;
        for (int i = base; i < base + LONGS_PER_BUCKET; i += 2) {
            long data = t[i + 1];
            if (data == 0 || (t[i] ^ data) == key) {
                if (data != 0) {
                    if (move == 0) {
                        move = move(data);
                    }
                    if (bound != BOUND_EXACT && depth + 3 < depth(data) && generation(data) == generation) {
                        return;
                    }
                }
                target = i;
                break;
            }
            int age = (generation - generation(data)) & 63;
            int value = depth(data) - 8 * age;
            if (value < worstValue) {
                worstValue = value;
                target = i;
            }
        }
        long data = pack(move, score, eval, Math.max(0, Math.min(127, depth)), bound, generation);
        t[target] = key ^ data;
        t[target + 1] = data;
    }

    private static long pack(int move, int score, int eval, int depth, int bound, int generation) {
        return (move & 0x1FFFFL)
                | (score & 0xFFFFL) << 17
                | (eval & 0xFFFFL) << 33
                | (long) depth << 49
                | (long) bound << 56
                | (long) generation << 58;
    }

    public static int move(long data) {
        return (int) (data & 0x1FFFF);
    }

    public static int score(long data) {
        return (short) (data >>> 17);
    }

    public static int eval(long data) {
        return (short) (data >>> 33);
    }

    public static int depth(long data) {
        return (int) (data >>> 49) & 127;
    }

    public static int bound(long data) {
        return (int) (data >>> 56) & 3;
    }

    private static int generation(long data) {
        return (int) (data >>> 58) & 63;
    }

    /** Permille of sampled entries that belong to the current search. */
    public int hashfull() {
        long[] t = table;
        int samples = Math.min(1000, t.length / 2);
        int used = 0;
        for (int i = 0; i < samples; i++) {
            long data = t[2 * i + 1];
            if (data != 0 && generation(data) == generation) {
                used++;
            }
        }
        return samples == 0 ? 0 : used * 1000 / samples;
    }
}
