package rookery.database;

/** Int values (counts) per long key by open addressing with linear probing; no removal. */
final class LongIntHashMap {

    private long[] keys;
    private int[] values;
    private boolean[] used;
    private int size;

    LongIntHashMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2) - 1) << 1;
        keys = new long[capacity];
        values = new int[capacity];
        used = new boolean[capacity];
    }

    void increment(long key) {
        int mask = keys.length - 1;
        for (int i = LongHash.mix(key) & mask;; i = (i + 1) & mask) {
            if (!used[i]) {
                used[i] = true;
                keys[i] = key;
                values[i] = 1;
                if (++size * 2 > keys.length) {
                    grow();
                }
                return;
            }
            if (keys[i] == key) {
                values[i]++;
                return;
            }
        }
    }

    /** Sets the value of the key. */
    void put(long key, int value) {
        int mask = keys.length - 1;
        for (int i = LongHash.mix(key) & mask;; i = (i + 1) & mask) {
            if (!used[i]) {
                used[i] = true;
                keys[i] = key;
                values[i] = value;
                if (++size * 2 > keys.length) {
                    grow();
                }
                return;
            }
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
        }
    }

    /** The value of the key, 0 if absent. */
    int get(long key) {
        int mask = keys.length - 1;
        for (int i = LongHash.mix(key) & mask; used[i]; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return values[i];
            }
        }
        return 0;
    }

    int size() {
        return size;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        boolean[] oldUsed = used;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        used = new boolean[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldUsed[j]) {
                int i = LongHash.mix(oldKeys[j]) & mask;
                while (used[i]) {
                    i = (i + 1) & mask;
                }
                used[i] = true;
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }
}
