package rookery.database;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

import org.apache.lucene.document.BinaryPoint;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.BytesRef;

/**
 * How a game's positions are indexed: one point per distinct position. Within the ply limit
 * ({@link GameIndex#POSITION}) a 7-byte point, the first {@link #KEY_BYTES} bytes of its key
 * followed by its {@link GameAnalysis} mark (the rank of the move played there, or ended), so a
 * position's points form one contiguous value range whose moves are read off the values. With 48
 * key bits a false match needs two of the database's positions to agree on them (with ten
 * million distinct positions, a chance of 4e-8 per query). Beyond the ply limit
 * ({@link GameIndex#DEEP_POSITION}), where no statistics are read and most positions belong to
 * one game, the first {@link #DEEP_KEY_BYTES} bytes of the key only: such a match is a candidate
 * that {@link DeepMatches} verifies by replaying the game.
 */
final class PositionPoints {

    static final int KEY_BYTES = 6;
    static final int BYTES = KEY_BYTES + 1;
    static final int DEEP_KEY_BYTES = 4;

    private static final VarHandle BIG_ENDIAN_LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final FieldType TYPE = pointType(BYTES);
    private static final FieldType DEEP_TYPE = pointType(DEEP_KEY_BYTES);

    private PositionPoints() {
    }

    private static FieldType pointType(int bytes) {
        FieldType type = new FieldType();
        type.setDimensions(1, bytes);
        type.freeze();
        return type;
    }

    /**
     * One thread's fields for the points of the documents it indexes. Lucene copies a point's
     * bytes as it reads the field, so a document's points need no field objects of their own: the
     * document yields two fields again and again, moving their shared value along one array.
     */
    static final class Fields {
        private final BytesRef value = new BytesRef();
        private final Field position = new Field(GameIndex.POSITION, value, TYPE);
        private final Field deep = new Field(GameIndex.DEEP_POSITION, value, DEEP_TYPE);

        /** A document of the fields followed by a point for each of the game's positions. */
        Iterable<IndexableField> document(List<IndexableField> fields, GameAnalysis analysis) {
            long[] keys = analysis.keys();
            // Each value written as 8 bytes, the last of which the next value overwrites.
            byte[] values = new byte[keys.length * BYTES + 1];
            for (int i = 0; i < keys.length; i++) {
                long keyBytes = keys[i] >>> (8 * (Long.BYTES - KEY_BYTES)) << (8 * (Long.BYTES - KEY_BYTES));
                BIG_ENDIAN_LONG.set(values, i * BYTES, keyBytes | (long) analysis.mark(i) << 8);
            }
            return () -> new Iterator<>() {
                private int field;
                private int point;

                @Override
                public boolean hasNext() {
                    return field < fields.size() || point < keys.length;
                }

                @Override
                public IndexableField next() {
                    if (field < fields.size()) {
                        return fields.get(field++);
                    }
                    if (point == keys.length) {
                        throw new NoSuchElementException();
                    }
                    boolean isDeep = analysis.mark(point) == GameAnalysis.DEEP;
                    value.bytes = values;
                    value.offset = point++ * BYTES;
                    value.length = isDeep ? DEEP_KEY_BYTES : BYTES;
                    return isDeep ? deep : position;
                }
            };
        }
    }

    static byte[] value(long key, int mark) {
        byte[] value = new byte[BYTES];
        for (int i = 0; i < KEY_BYTES; i++) {
            value[i] = (byte) (key >>> (56 - 8 * i));
        }
        value[KEY_BYTES] = (byte) mark;
        return value;
    }

    /** The point of a position beyond the ply limit. */
    static byte[] deepValue(long key) {
        byte[] value = new byte[DEEP_KEY_BYTES];
        for (int i = 0; i < DEEP_KEY_BYTES; i++) {
            value[i] = (byte) (key >>> (56 - 8 * i));
        }
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

    /** The games reaching the position at any ply, and the candidates beyond the ply limit that {@link DeepMatches} rules out. */
    static Query reaching(long key) {
        return new BooleanQuery.Builder()
                .add(BinaryPoint.newRangeQuery(GameIndex.POSITION, low(key), high(key)), Occur.SHOULD)
                .add(BinaryPoint.newExactQuery(GameIndex.DEEP_POSITION, deepValue(key)), Occur.SHOULD)
                .build();
    }
}
