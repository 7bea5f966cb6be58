package rookery.database.encoding;

import java.util.Arrays;
import java.util.function.LongPredicate;

import rookery.database.MaterialPattern;
import rookery.database.index.StructureIndex;

/**
 * A game's material position by position, kept per game in the index as a doc value
 * ({@link StructureIndex#MATERIAL}) and read back by a search by material: the first and the last
 * position's {@link Material#code} (5 bytes each), the game's plies (a varint), then each change as the plies
 * since the previous one (a varint) and either one byte {@code 0x80 | slot} (a count down by one:
 * a capture, which nearly every change is) or the number of counts that changed and for each one
 * byte {@code slot << 4 | new count} (a promotion). About two bytes a capture; writing a doc value
 * a game cost far less at import than a term per material (docs/benchmarks.md, "Search by structure").
 */
public final class MaterialHistory {

    private static final int SLOTS = 10;

    private byte[] bytes = new byte[64];
    private int length;
    private long first;
    private long last;
    private int lastChange;

    /** Starts a game whose first position has this material. */
    public void start(long code) {
        length = 0;
        first = code;
        last = code;
        lastChange = 0;
    }

    /** The material of the position at this ply (after the first). */
    public void position(long code, int ply) {
        if (code == last) {
            return;
        }
        putVarint(ply - lastChange);
        lastChange = ply;
        int changed = 0;
        int slot = -1;
        for (int i = 0; i < SLOTS; i++) {
            if (count(code, i) != count(last, i)) {
                changed++;
                slot = i;
            }
        }
        if (changed == 1 && count(code, slot) == count(last, slot) - 1) {
            put((byte) (0x80 | slot));
        } else {
            put((byte) changed);
            for (int i = 0; i < SLOTS; i++) {
                if (count(code, i) != count(last, i)) {
                    put((byte) (i << 4 | count(code, i)));
                }
            }
        }
        last = code;
    }

    /** The history of a game of {@code plies} plies. */
    public byte[] finish(int plies) {
        byte[] changes = Arrays.copyOf(bytes, length);
        length = 0;
        putCode(first);
        putCode(last);
        putVarint(plies);
        byte[] history = Arrays.copyOf(bytes, length + changes.length);
        System.arraycopy(changes, 0, history, length, changes.length);
        return history;
    }

    private void putCode(long code) {
        for (int i = 4; i >= 0; i--) {
            put((byte) (code >>> 8 * i));
        }
    }

    private static int count(long code, int slot) {
        return (int) (code >>> 4 * slot) & 15;
    }

    private void put(byte value) {
        if (length == bytes.length) {
            bytes = Arrays.copyOf(bytes, length * 2);
        }
        bytes[length++] = value;
    }

    private void putVarint(int value) {
        int rest = value;
        while ((rest & ~0x7F) != 0) {
            put((byte) (rest & 0x7F | 0x80));
            rest >>>= 7;
        }
        put((byte) rest);
    }

    /**
     * The first ply of the first stretch of at least {@code positions} consecutive positions whose
     * material {@code accepts}, or -1, read from a history of {@code length} bytes at {@code offset};
     * -1 at once when the pattern cannot occur between the first and the last material.
     */
    public static int firstStretch(byte[] history, int offset, int length, MaterialPattern pattern, LongPredicate accepts, int positions) {
        int at = offset;
        int end = offset + length;
        long code = 0;
        long lastCode = 0;
        for (int i = 0; i < 5; i++) {
            code = code << 8 | history[at++] & 0xFF;
        }
        for (int i = 0; i < 5; i++) {
            lastCode = lastCode << 8 | history[at++] & 0xFF;
        }
        if (!pattern.mayOccurBetween(code, lastCode)) {
            return -1;
        }
        int plies = 0;
        for (int shift = 0;; shift += 7) {
            byte b = history[at++];
            plies |= (b & 0x7F) << shift;
            if (b >= 0) {
                break;
            }
        }
        int runStart = 0;
        int stretch = -1;
        while (true) {
            int next = plies + 1;
            long nextCode = code;
            if (at < end) {
                int delta = 0;
                for (int shift = 0;; shift += 7) {
                    byte b = history[at++];
                    delta |= (b & 0x7F) << shift;
                    if (b >= 0) {
                        break;
                    }
                }
                next = runStart + delta;
                int head = history[at++] & 0xFF;
                if ((head & 0x80) != 0) {
                    int slot = head & 0x7F;
                    nextCode = code - (1L << 4 * slot);
                } else {
                    for (int i = 0; i < head; i++) {
                        int change = history[at++] & 0xFF;
                        int slot = change >>> 4;
                        nextCode = nextCode & ~(15L << 4 * slot) | (long) (change & 15) << 4 * slot;
                    }
                }
            }
            // positions runStart .. next - 1 have this material
            if (accepts.test(code)) {
                if (stretch < 0) {
                    stretch = runStart;
                }
                if (next - stretch >= positions) {
                    return stretch;
                }
            } else {
                stretch = -1;
            }
            if (next > plies) {
                return -1;
            }
            runStart = next;
            code = nextCode;
        }
    }
}
