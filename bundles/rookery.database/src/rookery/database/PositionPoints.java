package rookery.database;

import org.apache.lucene.document.BinaryPoint;
import org.apache.lucene.search.Query;

/**
 * How a game's positions are indexed: one 7-byte point per distinct position, the first
 * {@link #KEY_BYTES} bytes of its key followed by its {@link GameAnalysis} mark (the rank of the
 * move played there, ended, or beyond the ply limit). A position's points form one contiguous
 * value range, so "games reaching it" is a range query and its moves are read off the values.
 * With 48 key bits a false match needs two of the database's positions to agree on them
 * (with ten million distinct positions, a chance of 4e-8 per query).
 */
final class PositionPoints {

    static final int KEY_BYTES = 6;
    static final int BYTES = KEY_BYTES + 1;

    private PositionPoints() {
    }

    static byte[] value(long key, int mark) {
        byte[] value = new byte[BYTES];
        for (int i = 0; i < KEY_BYTES; i++) {
            value[i] = (byte) (key >>> (56 - 8 * i));
        }
        value[KEY_BYTES] = (byte) mark;
        return value;
    }

    static byte[] low(long key) {
        return value(key, 0);
    }

    static byte[] high(long key) {
        return value(key, 0xFF);
    }

    /** The first {@link #KEY_BYTES} bytes of a key as a non-negative number. */
    static long prefix(long key) {
        return key >>> (8 * (Long.BYTES - KEY_BYTES));
    }

    /** The key prefix of a point value, as {@link #prefix(long)} gives it. */
    static long prefix(byte[] value) {
        long prefix = 0;
        for (int i = 0; i < KEY_BYTES; i++) {
            prefix = prefix << 8 | (value[i] & 0xFF);
        }
        return prefix;
    }

    static int mark(byte[] value) {
        return value[KEY_BYTES] & 0xFF;
    }

    /** The games reaching the position at any ply. */
    static Query reaching(long key) {
        return BinaryPoint.newRangeQuery(GameIndex.POSITION, low(key), high(key));
    }
}
