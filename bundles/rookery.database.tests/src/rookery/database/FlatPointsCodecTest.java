package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.codecs.Codec;
import org.apache.lucene.document.BinaryPoint;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.index.SegmentCommitInfo;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;

class FlatPointsCodecTest {

    private static final List<String> FIELDS = List.of("four", "seven", "eight", "pair");

    @Test
    void writesTheSamePointTreesAsTheDefaultCodec() throws IOException {
        try (Directory flat = index(new FlatPointsCodec()); Directory standard = index(Codec.getDefault())) {
            List<String> flatPoints = points(flat);
            assertTrue(flatPoints.size() > 4 * 3, "several segments of every field");
            assertEquals(points(standard), flatPoints);
        }
    }

    @Test
    void segmentsOpenWithTheDefaultCodec() throws IOException {
        try (Directory flat = index(new FlatPointsCodec())) {
            for (SegmentCommitInfo segment : SegmentInfos.readLatestCommit(flat)) {
                assertEquals(Codec.getDefault().getName(), segment.info.getCodec().getName());
            }
        }
    }

    /** Documents with 0-40 points per field, many of them shared, flushed every 700 documents. */
    private static Directory index(Codec codec) throws IOException {
        Directory directory = new ByteBuffersDirectory();
        IndexWriterConfig config = new IndexWriterConfig(new StandardAnalyzer()).setCodec(codec).setMaxBufferedDocs(700)
                .setMergePolicy(NoMergePolicy.INSTANCE);
        Random random = new Random(20261121);
        try (IndexWriter writer = new IndexWriter(directory, config)) {
            for (int doc = 0; doc < 3000; doc++) {
                Document document = new Document();
                for (int i = random.nextInt(41); i > 0; i--) {
                    document.add(new BinaryPoint("four", bytes(random, 4)));
                    document.add(new BinaryPoint("seven", bytes(random, 7)));
                    document.add(new LongPoint("eight", random.nextInt(4) == 0 ? random.nextLong() : random.nextInt(50) - 25));
                    document.add(new IntPoint("pair", random.nextInt(100), random.nextInt()));
                }
                writer.addDocument(document);
            }
        }
        return directory;
    }

    /** A value from a small pool (shared by many documents) or a random one. */
    private static byte[] bytes(Random random, int length) {
        byte[] value = new byte[length];
        if (random.nextBoolean()) {
            value[length - 1] = (byte) random.nextInt(8);
        } else {
            random.nextBytes(value);
        }
        return value;
    }

    /** Per segment and field, its size, bounds and every point in the order of the tree's leaves. */
    private static List<String> points(Directory directory) throws IOException {
        List<String> points = new ArrayList<>();
        HexFormat hex = HexFormat.of();
        try (DirectoryReader reader = DirectoryReader.open(directory)) {
            for (LeafReaderContext leaf : reader.leaves()) {
                for (String field : FIELDS) {
                    PointValues values = leaf.reader().getPointValues(field);
                    StringBuilder visited = new StringBuilder();
                    values.intersect(new PointValues.IntersectVisitor() {
                        @Override
                        public void visit(int docID) {
                            throw new AssertionError("every cell crosses");
                        }

                        @Override
                        public void visit(int docID, byte[] packedValue) {
                            visited.append(docID).append(':').append(hex.formatHex(packedValue)).append(' ');
                        }

                        @Override
                        public PointValues.Relation compare(byte[] minPackedValue, byte[] maxPackedValue) {
                            return PointValues.Relation.CELL_CROSSES_QUERY;
                        }
                    });
                    points.add(leaf.ord + " " + field + " " + values.size() + " " + values.getDocCount() + " "
                            + hex.formatHex(values.getMinPackedValue()) + " " + hex.formatHex(values.getMaxPackedValue()) + " " + visited);
                }
            }
        }
        return points;
    }
}
