package rookery.database.index;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.lucene.document.BinaryPoint;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.BytesRef;

import rookery.database.PawnStructure;
import rookery.database.replay.DeepMatches;
import rookery.database.replay.GameAnalysis;

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
public final class PositionPoints {

    static final int KEY_BYTES = 6;
    static final int BYTES = KEY_BYTES + 1;
    static final int DEEP_KEY_BYTES = 4;

    private static final VarHandle BIG_ENDIAN_INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final FieldType TYPE = pointType(BYTES);
    private static final FieldType DEEP_TYPE = pointType(DEEP_KEY_BYTES);
    /** Bytes of a {@link PawnStructure#key()} in {@link GameIndex#PAWNS}: as many as a position's key, for the same odds of a false match. */
    static final int PAWN_KEY_BYTES = KEY_BYTES;
    private static final FieldType PAWN_TYPE = pointType(PAWN_KEY_BYTES);

    private PositionPoints() {
    }

    private static FieldType pointType(int bytes) {
        FieldType type = new FieldType();
        type.setDimensions(1, bytes);
        type.freeze();
        return type;
    }

    /**
     * The positions of the documents an import's index writer holds in its buffers, by ticket. A
     * document does not carry its positions as point fields, which Lucene handles one by one (a
     * fifth of an import's indexing, for some 85 positions a game) and copies into a buffer: it
     * carries its ticket once in each field, and the codec ({@link FlatPointsCodec}) reads the
     * positions here when it writes the segment.
     */
    public static final class Pending {
        private final Map<Integer, GameAnalysis> analyses = new ConcurrentHashMap<>();
        private final AtomicInteger nextTicket = new AtomicInteger();

        /** The fields of a document with these positions, each holding its ticket; none for a field without positions. */
        List<IndexableField> fields(GameAnalysis analysis) {
            int ticket = nextTicket.getAndIncrement();
            if (ticket < 0) {
                throw new IllegalStateException("more than " + Integer.MAX_VALUE + " documents in one import");
            }
            analyses.put(ticket, analysis);
            List<IndexableField> fields = new ArrayList<>(3);
            if (pointCount(analysis, GameIndex.POSITION) > 0) {
                fields.add(new Field(GameIndex.POSITION, ticketValue(ticket, BYTES), TYPE));
            }
            if (pointCount(analysis, GameIndex.DEEP_POSITION) > 0) {
                fields.add(new Field(GameIndex.DEEP_POSITION, ticketValue(ticket, DEEP_KEY_BYTES), DEEP_TYPE));
            }
            if (pointCount(analysis, GameIndex.PAWNS) > 0) {
                fields.add(new Field(GameIndex.PAWNS, ticketValue(ticket, PAWN_KEY_BYTES), PAWN_TYPE));
            }
            return fields;
        }

        /** Forgets every ticket; for when the writer has written every document it was given and is given none meanwhile. */
        public void allWritten() {
            analyses.clear();
        }

        /** The positions of the document with this ticket. */
        GameAnalysis analysis(int ticket) {
            GameAnalysis analysis = analyses.get(ticket);
            if (analysis == null) {
                throw new IllegalStateException("the index writer buffered a document with ticket " + ticket + ", which no game of this import has");
            }
            return analysis;
        }

        /** How many points of a field that {@link #carriesTickets} the game makes. */
        static int pointCount(GameAnalysis analysis, String field) {
            return switch (field) {
                case GameIndex.POSITION -> analysis.openingEntries();
                case GameIndex.DEEP_POSITION -> analysis.keys().length - analysis.openingEntries();
                default -> analysis.pawnKeys().length;
            };
        }

        /**
         * Writes the points of the field the positions make into {@code values} (each value
         * right-aligned in a long, as {@link FlatPointTree} packs them) and {@code docs} from
         * {@code at} on; returns the index after the last.
         */
        static int points(GameAnalysis analysis, String field, int doc, long[] values, int[] docs, int at) {
            long[] keys = analysis.keys();
            int opening = analysis.openingEntries();
            if (field.equals(GameIndex.PAWNS)) {
                for (long key : analysis.pawnKeys()) {
                    values[at] = key >>> (8 * (Long.BYTES - PAWN_KEY_BYTES));
                    docs[at++] = doc;
                }
            } else if (field.equals(GameIndex.DEEP_POSITION)) {
                for (int entry = opening; entry < keys.length; entry++, at++) {
                    values[at] = keys[entry] >>> (8 * (Long.BYTES - DEEP_KEY_BYTES));
                    docs[at] = doc;
                }
            } else {
                for (int entry = 0; entry < opening; entry++, at++) {
                    values[at] = prefix(keys[entry]) << 8 | analysis.mark(entry);
                    docs[at] = doc;
                }
            }
            return at;
        }

        /** Whether a field is one whose documents carry tickets. */
        static boolean carriesTickets(String field) {
            return field.equals(GameIndex.POSITION) || field.equals(GameIndex.DEEP_POSITION) || field.equals(GameIndex.PAWNS);
        }

        /** The ticket of a field's value. */
        static int ticket(byte[] value, int offset, int length) {
            return (int) BIG_ENDIAN_INT.get(value, offset + length - Integer.BYTES);
        }

        private static BytesRef ticketValue(int ticket, int bytes) {
            byte[] value = new byte[bytes];
            BIG_ENDIAN_INT.set(value, bytes - Integer.BYTES, ticket);
            return new BytesRef(value);
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
    /** The point of a pawn structure in {@link GameIndex#PAWNS}. */
    static byte[] pawnValue(long key) {
        byte[] value = new byte[PAWN_KEY_BYTES];
        for (int i = 0; i < PAWN_KEY_BYTES; i++) {
            value[i] = (byte) (key >>> (8 * (Long.BYTES - 1 - i)));
        }
        return value;
    }

    public static byte[] deepValue(long key) {
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
    public static long prefix(long key) {
        return key >>> (8 * (Long.BYTES - KEY_BYTES));
    }

    /** The key prefix of a point value, as {@link #prefix(long)} gives it. */
    public static long prefix(byte[] value) {
        long prefix = 0;
        for (int i = 0; i < KEY_BYTES; i++) {
            prefix = prefix << 8 | (value[i] & 0xFF);
        }
        return prefix;
    }

    public static int mark(byte[] value) {
        return value[KEY_BYTES] & 0xFF;
    }

    /** The games reaching the position at any ply, and the candidates beyond the ply limit that {@link DeepMatches} rules out. */
    public static Query reaching(long key) {
        return new BooleanQuery.Builder()
                .add(BinaryPoint.newRangeQuery(GameIndex.POSITION, low(key), high(key)), Occur.SHOULD)
                .add(BinaryPoint.newExactQuery(GameIndex.DEEP_POSITION, deepValue(key)), Occur.SHOULD)
                .build();
    }
}
