package rookery.database;

import java.util.Arrays;

/**
 * One game's distinct values of a structure (pawn key, material code or imbalance), each with the
 * longest stretch of consecutive positions that had it; filled position by position by one replay.
 */
final class StructureRuns {

    private long[] values = new long[32];
    private int[] longest = new int[32];
    private int count;
    private int current = -1;
    private int run;

    void clear() {
        count = 0;
        current = -1;
    }

    void add(long value) {
        if (current >= 0 && values[current] == value) {
            run++;
        } else {
            current = indexOf(value);
            if (current < 0) {
                if (count == values.length) {
                    values = Arrays.copyOf(values, count * 2);
                    longest = Arrays.copyOf(longest, count * 2);
                }
                values[count] = value;
                longest[count] = 0;
                current = count++;
            }
            run = 1;
        }
        if (run > longest[current]) {
            longest[current] = run;
        }
    }

    private int indexOf(long value) {
        for (int i = 0; i < count; i++) {
            if (values[i] == value) {
                return i;
            }
        }
        return -1;
    }

    /** The values and their longest runs, copied out. */
    Runs runs() {
        return new Runs(Arrays.copyOf(values, count), Arrays.copyOf(longest, count));
    }

    /** Distinct values, each with the most consecutive positions that had it. */
    record Runs(long[] values, int[] positions) {
        static final Runs NONE = new Runs(new long[0], new int[0]);
    }
}
