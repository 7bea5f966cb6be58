package rookery.database;

import java.util.Arrays;

/**
 * Sorts longs by their bits as unsigned numbers, least significant digit first: for millions of
 * hash keys, a few passes that read and write memory in order are several times faster than a
 * comparison sort.
 */
final class RadixSort {

    private static final int DIGIT_BITS = 11;
    private static final int DIGITS = 1 << DIGIT_BITS;
    /** An even number of passes, so that the last one writes back into the array sorted. */
    private static final int PASSES = 6;

    private RadixSort() {
    }

    /** Sorts the first {@code count} values. */
    static void sortUnsigned(long[] values, int count) {
        long[] from = values;
        long[] to = new long[count];
        int[] starts = new int[DIGITS];
        for (int pass = 0; pass < PASSES; pass++) {
            int shift = pass * DIGIT_BITS;
            Arrays.fill(starts, 0);
            for (int i = 0; i < count; i++) {
                starts[(int) (from[i] >>> shift) & (DIGITS - 1)]++;
            }
            int start = 0;
            for (int digit = 0; digit < DIGITS; digit++) {
                int size = starts[digit];
                starts[digit] = start;
                start += size;
            }
            for (int i = 0; i < count; i++) {
                long value = from[i];
                to[starts[(int) (value >>> shift) & (DIGITS - 1)]++] = value;
            }
            long[] written = to;
            to = from;
            from = written;
        }
    }
}
