package rookery.database;

import java.io.IOException;

import org.apache.lucene.codecs.Codec;
import org.apache.lucene.codecs.FilterCodec;
import org.apache.lucene.codecs.MutablePointTree;
import org.apache.lucene.codecs.PointsFormat;
import org.apache.lucene.codecs.PointsReader;
import org.apache.lucene.codecs.PointsWriter;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.MergeState;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.index.SegmentReadState;
import org.apache.lucene.index.SegmentWriteState;

/**
 * Lucene's default codec, writing exactly its files, except that a new segment's points of one
 * dimension and at most 8 bytes (the {@link PositionPoints}, most of an import's points) are
 * sorted as a {@link FlatPointTree}. It bears the default codec's name, so any reader opens the
 * segments with the default codec.
 */
final class FlatPointsCodec extends FilterCodec {

    private final PointsFormat points;

    FlatPointsCodec() {
        this(Codec.getDefault());
    }

    private FlatPointsCodec(Codec codec) {
        super(codec.getName(), codec);
        this.points = new FlatPointsFormat(codec.pointsFormat());
    }

    @Override
    public PointsFormat pointsFormat() {
        return points;
    }

    private static final class FlatPointsFormat extends PointsFormat {
        private final PointsFormat format;

        FlatPointsFormat(PointsFormat format) {
            this.format = format;
        }

        @Override
        public PointsWriter fieldsWriter(SegmentWriteState state) throws IOException {
            return new FlatPointsWriter(format.fieldsWriter(state));
        }

        @Override
        public PointsReader fieldsReader(SegmentReadState state) throws IOException {
            return format.fieldsReader(state);
        }
    }

    private static final class FlatPointsWriter extends PointsWriter {
        private final PointsWriter writer;

        FlatPointsWriter(PointsWriter writer) {
            this.writer = writer;
        }

        @Override
        public void writeField(FieldInfo field, PointsReader values) throws IOException {
            int bytes = field.getPointNumBytes();
            if (field.getPointDimensionCount() == 1 && bytes <= Long.BYTES
                    && values.getValues(field.name).getPointTree() instanceof MutablePointTree buffered) {
                writer.writeField(field, new FlatPoints(field.name, FlatPointTree.copyOf(buffered, bytes)));
            } else {
                writer.writeField(field, values);
            }
        }

        @Override
        public void merge(MergeState state) throws IOException {
            writer.merge(state);
        }

        @Override
        public void finish() throws IOException {
            writer.finish();
        }

        @Override
        public void close() throws IOException {
            writer.close();
        }
    }

    /** The one field's flat points, as the writer reads them: only their tree. */
    private static final class FlatPoints extends PointsReader {
        private final String field;
        private final FlatPointTree tree;

        FlatPoints(String field, FlatPointTree tree) {
            this.field = field;
            this.tree = tree;
        }

        @Override
        public PointValues getValues(String name) {
            if (!name.equals(field)) {
                throw new IllegalArgumentException("points of " + field + " asked for " + name);
            }
            return new PointValues() {
                @Override
                public PointTree getPointTree() {
                    return tree;
                }

                @Override
                public byte[] getMinPackedValue() {
                    throw new UnsupportedOperationException();
                }

                @Override
                public byte[] getMaxPackedValue() {
                    throw new UnsupportedOperationException();
                }

                @Override
                public int getNumDimensions() {
                    throw new UnsupportedOperationException();
                }

                @Override
                public int getNumIndexDimensions() {
                    throw new UnsupportedOperationException();
                }

                @Override
                public int getBytesPerDimension() {
                    throw new UnsupportedOperationException();
                }

                @Override
                public long size() {
                    return tree.size();
                }

                @Override
                public int getDocCount() {
                    throw new UnsupportedOperationException();
                }
            };
        }

        @Override
        public void checkIntegrity() {
        }

        @Override
        public void close() {
        }
    }
}
