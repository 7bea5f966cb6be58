package rookery.database.index;

import java.io.IOException;

import org.apache.lucene.codecs.MutablePointTree;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.util.BytesRef;

import rookery.database.collections.RadixSort;
import rookery.database.replay.GameAnalysis;

/**
 * The buffered points of a one-dimensional field of at most 8 bytes, copied out of Lucene's buffer
 * and sorted by value, then document, before a segment is written: each value as a long (its bytes
 * big-endian, right-aligned) beside its document, sorted by {@link RadixSort} in a few passes that
 * read and write memory in order. (Lucene sorts its buffer a byte at a time behind an array of
 * ordinals, reading every byte at a random place in tens of megabytes.) The BKD writer takes the
 * sorted points as a segment to merge: a root whose children are leaves of {@link #LEAF_POINTS}.
 */
final class FlatPointTree extends PointValues {

    static final int LEAF_POINTS = 4096;

    private final int bytes;
    private final long[] values;
    private final int[] docs;
    private final int docCount;

    private FlatPointTree(int bytes, long[] values, int[] docs, int docCount) {
        this.bytes = bytes;
        this.values = values;
        this.docs = docs;
        this.docCount = docCount;
    }

    /**
     * The points of {@code tree}, a field of one dimension of {@code bytes} bytes, at most 8,
     * sorted; null if the buffer does not hold them in document order, which the sort keeps
     * among equal values.
     */
    static FlatPointTree sortedCopyOf(MutablePointTree tree, int bytes) {
        int size = Math.toIntExact(tree.size());
        long[] values = new long[size];
        int[] docs = new int[size];
        BytesRef value = new BytesRef();
        int docCount = 0;
        int previousDoc = -1;
        for (int i = 0; i < size; i++) {
            tree.getValue(i, value);
            long packed = 0;
            for (int b = 0; b < bytes; b++) {
                packed = packed << 8 | (value.bytes[value.offset + b] & 0xFF);
            }
            values[i] = packed;
            int doc = tree.getDocID(i);
            if (doc < previousDoc) {
                return null;
            }
            if (doc != previousDoc) {
                docCount++;
                previousDoc = doc;
            }
            docs[i] = doc;
        }
        RadixSort.sortUnsigned(values, docs, size, bytes * Byte.SIZE);
        return new FlatPointTree(bytes, values, docs, docCount);
    }

    /**
     * The points of a position field whose buffered values are tickets of {@code pending} (one per
     * document, in document order), sorted; null if the buffer is not in document order.
     */
    static FlatPointTree ofTickets(MutablePointTree tree, int bytes, PositionPoints.Pending pending, String field) {
        int documents = Math.toIntExact(tree.size());
        GameAnalysis[] analyses = new GameAnalysis[documents];
        int[] documentIds = new int[documents];
        BytesRef value = new BytesRef();
        int size = 0;
        for (int i = 0; i < documents; i++) {
            tree.getValue(i, value);
            analyses[i] = pending.analysis(PositionPoints.Pending.ticket(value.bytes, value.offset, value.length));
            documentIds[i] = tree.getDocID(i);
            if (i > 0 && documentIds[i] <= documentIds[i - 1]) {
                return null;
            }
            size += PositionPoints.Pending.pointCount(analyses[i], field);
        }
        long[] values = new long[size];
        int[] docs = new int[size];
        int at = 0;
        int docCount = 0;
        for (int i = 0; i < documents; i++) {
            int next = PositionPoints.Pending.points(analyses[i], field, documentIds[i], values, docs, at);
            docCount += next > at ? 1 : 0;
            at = next;
        }
        RadixSort.sortUnsigned(values, docs, size, bytes * Byte.SIZE);
        return new FlatPointTree(bytes, values, docs, docCount);
    }

    @Override
    public PointTree getPointTree() {
        return new Node(-1);
    }

    @Override
    public byte[] getMinPackedValue() {
        return unpack(values[0]);
    }

    @Override
    public byte[] getMaxPackedValue() {
        return unpack(values[values.length - 1]);
    }

    @Override
    public int getNumDimensions() {
        return 1;
    }

    @Override
    public int getNumIndexDimensions() {
        return 1;
    }

    @Override
    public int getBytesPerDimension() {
        return bytes;
    }

    @Override
    public long size() {
        return values.length;
    }

    @Override
    public int getDocCount() {
        return docCount;
    }

    private byte[] unpack(long value) {
        byte[] packed = new byte[bytes];
        unpack(value, packed);
        return packed;
    }

    private void unpack(long value, byte[] packed) {
        for (int b = 0; b < bytes; b++) {
            packed[b] = (byte) (value >>> (8 * (bytes - 1 - b)));
        }
    }

    /** The root (leaf -1) or one of its leaves. */
    private final class Node implements PointTree {
        private int leaf;

        Node(int leaf) {
            this.leaf = leaf;
        }

        private int from() {
            return leaf < 0 ? 0 : leaf * LEAF_POINTS;
        }

        private int to() {
            return leaf < 0 ? values.length : Math.min(values.length, (leaf + 1) * LEAF_POINTS);
        }

        @Override
        public PointTree clone() {
            return new Node(leaf);
        }

        @Override
        public boolean moveToChild() {
            if (leaf >= 0 || values.length == 0) {
                return false;
            }
            leaf = 0;
            return true;
        }

        @Override
        public boolean moveToSibling() {
            if (leaf < 0 || (leaf + 1) * (long) LEAF_POINTS >= values.length) {
                return false;
            }
            leaf++;
            return true;
        }

        @Override
        public boolean moveToParent() {
            if (leaf < 0) {
                return false;
            }
            leaf = -1;
            return true;
        }

        @Override
        public byte[] getMinPackedValue() {
            return unpack(values[from()]);
        }

        @Override
        public byte[] getMaxPackedValue() {
            return unpack(values[to() - 1]);
        }

        @Override
        public long size() {
            return to() - from();
        }

        @Override
        public void visitDocIDs(IntersectVisitor visitor) throws IOException {
            int to = to();
            visitor.grow(to - from());
            for (int i = from(); i < to; i++) {
                visitor.visit(docs[i]);
            }
        }

        @Override
        public void visitDocValues(IntersectVisitor visitor) throws IOException {
            int to = to();
            visitor.grow(to - from());
            byte[] packed = new byte[bytes];
            for (int i = from(); i < to; i++) {
                unpack(values[i], packed);
                visitor.visit(docs[i], packed);
            }
        }
    }
}
