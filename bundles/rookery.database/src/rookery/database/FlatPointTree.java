package rookery.database;

import java.io.IOException;

import org.apache.lucene.codecs.MutablePointTree;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.util.BytesRef;

/**
 * The buffered points of a one-dimensional field of at most 8 bytes, copied out of Lucene's
 * buffer into two flat arrays before a segment is written: each value as a long (its bytes
 * big-endian, right-aligned) beside its document. Lucene's own buffer keeps the values in
 * insertion order behind an array of ordinals, so sorting and then reading them in value order
 * reads every byte at a random place in tens of megabytes; here sorting moves the values
 * themselves, and every pass over them reads memory in order.
 */
final class FlatPointTree extends MutablePointTree {

    private final int bytes;
    private final long[] values;
    private final int[] docs;
    private long[] savedValues;
    private int[] savedDocs;
    private final BytesRef scratch;

    private FlatPointTree(int bytes, long[] values, int[] docs) {
        this.bytes = bytes;
        this.values = values;
        this.docs = docs;
        this.scratch = new BytesRef(new byte[bytes]);
    }

    /** Copies the points of {@code tree}, a field of one dimension of {@code bytes} bytes, at most 8. */
    static FlatPointTree copyOf(MutablePointTree tree, int bytes) {
        int size = Math.toIntExact(tree.size());
        long[] values = new long[size];
        int[] docs = new int[size];
        BytesRef value = new BytesRef();
        for (int i = 0; i < size; i++) {
            tree.getValue(i, value);
            long packed = 0;
            for (int b = 0; b < bytes; b++) {
                packed = packed << 8 | (value.bytes[value.offset + b] & 0xFF);
            }
            values[i] = packed;
            docs[i] = tree.getDocID(i);
        }
        return new FlatPointTree(bytes, values, docs);
    }

    @Override
    public long size() {
        return values.length;
    }

    @Override
    public void visitDocValues(PointValues.IntersectVisitor visitor) throws IOException {
        byte[] packed = new byte[bytes];
        for (int i = 0; i < values.length; i++) {
            unpack(values[i], packed);
            visitor.visit(docs[i], packed);
        }
    }

    private void unpack(long value, byte[] packed) {
        for (int b = 0; b < bytes; b++) {
            packed[b] = (byte) (value >>> (8 * (bytes - 1 - b)));
        }
    }

    @Override
    public void getValue(int i, BytesRef packedValue) {
        unpack(values[i], scratch.bytes);
        packedValue.bytes = scratch.bytes;
        packedValue.offset = 0;
        packedValue.length = bytes;
    }

    @Override
    public byte getByteAt(int i, int k) {
        return (byte) (values[i] >>> (8 * (bytes - 1 - k)));
    }

    @Override
    public int getDocID(int i) {
        return docs[i];
    }

    @Override
    public void swap(int i, int j) {
        long value = values[i];
        values[i] = values[j];
        values[j] = value;
        int doc = docs[i];
        docs[i] = docs[j];
        docs[j] = doc;
    }

    @Override
    public void save(int i, int j) {
        if (savedValues == null) {
            savedValues = new long[values.length];
            savedDocs = new int[docs.length];
        }
        savedValues[j] = values[i];
        savedDocs[j] = docs[i];
    }

    @Override
    public void restore(int i, int j) {
        if (savedValues != null) {
            System.arraycopy(savedValues, i, values, i, j - i);
            System.arraycopy(savedDocs, i, docs, i, j - i);
        }
    }
}
