package rookery.database.index;

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
import org.apache.lucene.index.PointValues;
import org.apache.lucene.index.SegmentReadState;
import org.apache.lucene.index.SegmentWriteState;
import org.apache.lucene.util.IORunnable;
import org.apache.lucene.util.bkd.BKDConfig;
import org.apache.lucene.util.bkd.BKDWriter;

/**
 * Lucene's default codec, writing exactly its files, except that a new segment's points of one
 * dimension and at most 8 bytes (the {@link PositionPoints}, most of an import's points) are
 * sorted as a {@link FlatPointTree} (when the default points format is Lucene's
 * {@link Lucene90PointsFormat}, whose writer this one extends). An import's codec also makes the
 * position points of a new segment from the tickets its documents carry ({@link PositionPoints.Pending}).
 * It bears the default codec's name, so any reader opens the segments with the default codec.
 */
final class FlatPointsCodec extends FilterCodec {

    private final PointsFormat points;

    FlatPointsCodec() {
        this(null);
    }

    /** @param pending the positions of an import's documents, which carry their tickets in place of their position points; or null */
    FlatPointsCodec(PositionPoints.Pending pending) {
        this(Codec.getDefault(), pending);
    }

    private FlatPointsCodec(Codec codec, PositionPoints.Pending pending) {
        super(codec.getName(), codec);
        this.points = new FlatPointsFormat(codec.pointsFormat(), pending);
    }

    @Override
    public PointsFormat pointsFormat() {
        return points;
    }

    private static final class FlatPointsFormat extends PointsFormat {
        private final PointsFormat format;
        private final PositionPoints.Pending pending;

        FlatPointsFormat(PointsFormat format, PositionPoints.Pending pending) {
            this.format = format;
            this.pending = pending;
        }

        @Override
        public PointsWriter fieldsWriter(SegmentWriteState state) throws IOException {
            if (!(format instanceof Lucene90PointsFormat)) {
                if (pending != null) {
                    throw new IllegalStateException("the default points format is not Lucene's Lucene90PointsFormat, which writes the position tickets' points");
                }
                return format.fieldsWriter(state);
            }
            return new FlatPointsWriter(state, pending);
        }

        @Override
        public PointsReader fieldsReader(SegmentReadState state) throws IOException {
            return format.fieldsReader(state);
        }
    }

    /**
     * Lucene's own points writer, except for the fields it gets as {@link FlatPointTree}s, which it
     * hands to the BKD writer already sorted, as a segment to merge; with pending positions, a new
     * segment's position fields are made of the positions of the tickets its documents carry.
     */
    private static final class FlatPointsWriter extends Lucene90PointsWriter {
        private final SegmentWriteState state;
        private final PositionPoints.Pending pending;

        FlatPointsWriter(SegmentWriteState state, PositionPoints.Pending pending) throws IOException {
            super(state);
            this.state = state;
            this.pending = pending;
        }

        @Override
        public void writeField(FieldInfo field, PointsReader values) throws IOException {
            int bytes = field.getPointNumBytes();
            PointValues.PointTree tree = values.getValues(field.name).getPointTree();
            if (pending != null && PositionPoints.Pending.carriesTickets(field.name) && tree instanceof MutablePointTree tickets) {
                FlatPointTree positions = FlatPointTree.ofTickets(tickets, bytes, pending, field.name);
                if (positions == null) {
                    throw new IllegalStateException("the index writer buffered the tickets of " + field.name + " out of document order");
                }
                write(field, positions);
                return;
            }
            if (field.getPointDimensionCount() == 1 && bytes <= Long.BYTES && tree instanceof MutablePointTree buffered) {
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
