package rookery.database;

import java.io.IOException;
import java.util.List;

import org.apache.lucene.codecs.Codec;
import org.apache.lucene.codecs.FilterCodec;
import org.apache.lucene.codecs.MutablePointTree;
import org.apache.lucene.codecs.PointsFormat;
import org.apache.lucene.codecs.PointsReader;
import org.apache.lucene.codecs.PointsWriter;
import org.apache.lucene.codecs.lucene90.Lucene90PointsFormat;
import org.apache.lucene.codecs.lucene90.Lucene90PointsWriter;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.SegmentReadState;
import org.apache.lucene.index.SegmentWriteState;
import org.apache.lucene.util.IORunnable;
import org.apache.lucene.util.bkd.BKDConfig;
import org.apache.lucene.util.bkd.BKDWriter;

/**
 * Lucene's default codec, writing exactly its files, except that a new segment's points of one
 * dimension and at most 8 bytes (the {@link PositionPoints}, most of an import's points) are
 * sorted as a {@link FlatPointTree} (when the default points format is Lucene's
 * {@link Lucene90PointsFormat}, whose writer this one extends). It bears the default codec's
 * name, so any reader opens the segments with the default codec.
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
            return format instanceof Lucene90PointsFormat ? new FlatPointsWriter(state) : format.fieldsWriter(state);
        }

        @Override
        public PointsReader fieldsReader(SegmentReadState state) throws IOException {
            return format.fieldsReader(state);
        }
    }

    /**
     * Lucene's own points writer, except for the fields it gets as {@link FlatPointTree}s, which it
     * hands to the BKD writer already sorted, as a segment to merge.
     */
    private static final class FlatPointsWriter extends Lucene90PointsWriter {
        private final SegmentWriteState state;

        FlatPointsWriter(SegmentWriteState state) throws IOException {
            super(state);
            this.state = state;
        }

        @Override
        public void writeField(FieldInfo field, PointsReader values) throws IOException {
            int bytes = field.getPointNumBytes();
            if (field.getPointDimensionCount() == 1 && bytes <= Long.BYTES
                    && values.getValues(field.name).getPointTree() instanceof MutablePointTree buffered) {
                FlatPointTree sorted = FlatPointTree.sortedCopyOf(buffered, bytes);
                if (sorted != null) {
                    write(field, sorted);
                    return;
                }
            }
            super.writeField(field, values);
        }

        private void write(FieldInfo field, FlatPointTree points) throws IOException {
            BKDConfig config = new BKDConfig(1, 1, points.getBytesPerDimension(), BKDConfig.DEFAULT_MAX_POINTS_IN_LEAF_NODE);
            try (BKDWriter writer = new BKDWriter(state.segmentInfo.maxDoc(), state.directory, state.segmentInfo.name, config,
                    BKDWriter.DEFAULT_MAX_MB_SORT_IN_HEAP, points.size())) {
                IORunnable finish = writer.merge(metaOut, indexOut, dataOut, null, List.of(points));
                if (finish != null) {
                    metaOut.writeInt(field.number);
                    finish.run();
                }
            }
        }
    }
}
