package rookery.database.collections;

/**
 * Non-zero int values per long key by open addressing with linear probing; no removal.
 * A slot is free while its value is 0, which saves a third array and its cache misses.
 */
public final class LongIntHashMap {

    private long[] keys;
    private int[] values;
    private int size;

    public LongIntHashMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2) - 1) << 1;
        keys = new long[capacity];
        values = new int[capacity];
    }

    /** Sets the value of the key; the value must not be 0. */
    public void put(long key, int value) {
        if (value == 0) {
            throw new IllegalArgumentException("0 stands for a free slot");
        }
        int mask = keys.length - 1;
        for (int i = LongHash.mix(key) & mask;; i = (i + 1) & mask) {
            if (values[i] == 0) {
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
    public int get(long key) {
        int mask = keys.length - 1;
        for (int i = LongHash.mix(key) & mask; values[i] != 0; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return values[i];
            }
        }
        return 0;
    }

    public int size() {
        return size;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldValues[j] != 0) {
                int i = LongHash.mix(oldKeys[j]) & mask;
                while (values[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }
}
