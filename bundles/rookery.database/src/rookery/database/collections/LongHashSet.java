package rookery.database.collections;

import java.util.Arrays;

/** A set of longs by open addressing with linear probing; {@link #clear()} keeps the capacity. */
public final class LongHashSet {

    private static final long EMPTY = 0;

    private long[] slots;
    private int size;
    private boolean containsEmpty;

    public LongHashSet(int expected) {
        slots = new long[Integer.highestOneBit(Math.max(16, expected * 2) - 1) << 1];
    }

    /** Adds the value; true if it was not there. */
    public boolean add(long value) {
        if (value == EMPTY) {
            boolean added = !containsEmpty;
            containsEmpty = true;
            return added;
        }
        int mask = slots.length - 1;
        for (int i = LongHash.mix(value) & mask;; i = (i + 1) & mask) {
            long slot = slots[i];
            if (slot == value) {
                return false;
            }
            if (slot == EMPTY) {
                slots[i] = value;
                if (++size * 2 > slots.length) {
                    grow();
                }
                return true;
            }
        }
    }

    public boolean contains(long value) {
        if (value == EMPTY) {
            return containsEmpty;
        }
        int mask = slots.length - 1;
        for (int i = LongHash.mix(value) & mask;; i = (i + 1) & mask) {
            long slot = slots[i];
            if (slot == value) {
                return true;
            }
            if (slot == EMPTY) {
                return false;
            }
        }
    }

    int size() {
        return size + (containsEmpty ? 1 : 0);
    }

    public void clear() {
        Arrays.fill(slots, EMPTY);
        size = 0;
        containsEmpty = false;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        size = 0;
        for (long value : old) {
            if (value != EMPTY) {
                add(value);
            }
        }
    }
}
