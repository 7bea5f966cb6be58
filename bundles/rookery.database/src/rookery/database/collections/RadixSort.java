package rookery.database.collections;

import java.util.Arrays;

/**
 * Sorts longs by their bits as unsigned numbers, least significant digit first: for millions of
 * hash keys or point values, a few passes that read and write memory in order are several times
 * faster than a comparison sort.
 */
public final class RadixSort {

    private static final int DIGIT_BITS = 11;
    private static final int DIGITS = 1 << DIGIT_BITS;

    private RadixSort() {
    }

    /** Sorts the first {@code count} values. */
    public static void sortUnsigned(long[] values, int count) {
        sortUnsigned(values, null, count, Long.SIZE);
    }

    /**
     * Sorts the first {@code count} values, of which only the low {@code bits} may be set, and
     * moves each companion with its value. The sort is stable: equal values keep their
     * companions' order.
     *
     * @param companions null when there are none
     */
    public static void sortUnsigned(long[] values, int[] companions, int count, int bits) {
        int passes = (bits + DIGIT_BITS - 1) / DIGIT_BITS;
        long[] from = values;
        long[] to = new long[count];
        int[] fromCompanions = companions;
        int[] toCompanions = companions == null ? null : new int[count];
        int[] starts = new int[DIGITS];
        for (int pass = 0; pass < passes; pass++) {
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
            if (fromCompanions == null) {
                scatter(from, to, starts, shift, count);
            } else {
                scatter(from, fromCompanions, to, toCompanions, starts, shift, count);
                int[] written = toCompanions;
                toCompanions = fromCompanions;
                fromCompanions = written;
            }
            long[] written = to;
            to = from;
            from = written;
        }
        if (from != values) {
            System.arraycopy(from, 0, values, 0, count);
            if (companions != null) {
                System.arraycopy(fromCompanions, 0, companions, 0, count);
            }
        }
    }

    private static void scatter(long[] from, long[] to, int[] starts, int shift, int count) {
        for (int i = 0; i < count; i++) {
            long value = from[i];
            to[starts[(int) (value >>> shift) & (DIGITS - 1)]++] = value;
        }
    }

    private static void scatter(long[] from, int[] fromCompanions, long[] to, int[] toCompanions, int[] starts, int shift,
            int count) {
        for (int i = 0; i < count; i++) {
            long value = from[i];
            int target = starts[(int) (value >>> shift) & (DIGITS - 1)]++;
            to[target] = value;
            toCompanions[target] = fromCompanions[i];
        }
    }
}
