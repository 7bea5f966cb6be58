package rookery.database;

import java.util.Arrays;

/** Sorted arrays of distinct position keys. */
final class SortedKeys {

    private SortedKeys() {
    }

    static long[] union(long[] a, long[] b) {
        long[] union = new long[a.length + b.length];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < a.length || j < b.length) {
            long next;
            if (j == b.length || (i < a.length && a[i] <= b[j])) {
                next = a[i++];
            } else {
                next = b[j++];
            }
            if (n == 0 || union[n - 1] != next) {
                union[n++] = next;
            }
        }
        return Arrays.copyOf(union, n);
    }
}
