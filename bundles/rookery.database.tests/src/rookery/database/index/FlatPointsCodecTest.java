package rookery.database.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.codecs.Codec;
import org.apache.lucene.document.BinaryPoint;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.index.SegmentCommitInfo;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;

import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.GameRecord;
import rookery.database.replay.GameAnalysis;
import rookery.database.replay.GameReplay;
import rookery.pgn.GameResult;

class FlatPointsCodecTest {

    private static final List<String> FIELDS = List.of("four", "seven", "eight", "pair");
    private static final List<String> POSITION_FIELDS = List.of(GameIndex.POSITION, GameIndex.DEEP_POSITION);

    @Test
    void writesTheSamePointTreesAsTheDefaultCodec() throws IOException {
        try (Directory flat = index(new FlatPointsCodec()); Directory standard = index(Codec.getDefault())) {
            List<String> flatPoints = points(flat, FIELDS);
            assertTrue(flatPoints.size() > 4 * 3, "several segments of every field");
            assertEquals(points(standard, FIELDS), flatPoints);
        }
    }

    @Test
    void documentsWithTicketsGetThePointsOfTheirPositions() throws IOException {
        List<GameAnalysis> games = randomGames();
        PositionPoints.Pending pending = new PositionPoints.Pending();
        try (Directory tickets = index(new FlatPointsCodec(pending), games, analysis -> pending.fields(analysis));
                Directory standard = index(Codec.getDefault(), games, FlatPointsCodecTest::positionPoints)) {
            List<String> fromTickets = points(tickets, POSITION_FIELDS);
            assertTrue(fromTickets.size() > 2 * 3, "several segments of both fields");
            assertEquals(points(standard, POSITION_FIELDS), fromTickets);
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

    /** Random games of 1-150 plies from the standard start, analysed with a ply limit of 20. */
    private static List<GameAnalysis> randomGames() {
        Random random = new Random(20261122);
        GameReplay replay = new GameReplay(20, null);
        List<GameAnalysis> games = new ArrayList<>();
        for (int game = 0; game < 2500; game++) {
            Position position = Position.startpos();
            List<Integer> moves = new ArrayList<>();
            for (int ply = 1 + random.nextInt(150); ply > 0 && position.hasLegalMoves(); ply--) {
                int[] legal = position.legalMoves();
                // Few first moves, so that games share positions.
                int move = legal[moves.size() < 4 ? random.nextInt(2) : random.nextInt(legal.length)];
                moves.add(move);
                position.play(move);
            }
            GameRecord record = new GameRecord(Map.of(), Variant.STANDARD, Setup.standard(),
                    moves.stream().mapToInt(Integer::intValue).toArray(), GameResult.DRAW);
            games.add(replay.analyze(record));
        }
        return games;
    }

    /** A point field for each position, as documents had them before tickets. */
    private static List<IndexableField> positionPoints(GameAnalysis analysis) {
        List<IndexableField> fields = new ArrayList<>();
        for (int entry = 0; entry < analysis.keys().length; entry++) {
            long key = analysis.keys()[entry];
            fields.add(entry < analysis.openingEntries() ? new BinaryPoint(GameIndex.POSITION, PositionPoints.value(key, analysis.mark(entry)))
                    : new BinaryPoint(GameIndex.DEEP_POSITION, PositionPoints.deepValue(key)));
        }
        return fields;
    }

    /** The games' documents, flushed every 700 documents. */
    private static Directory index(Codec codec, List<GameAnalysis> games, Function<GameAnalysis, List<IndexableField>> fields)
            throws IOException {
        Directory directory = new ByteBuffersDirectory();
        IndexWriterConfig config = new IndexWriterConfig(new StandardAnalyzer()).setCodec(codec).setMaxBufferedDocs(700)
                .setMergePolicy(NoMergePolicy.INSTANCE);
        try (IndexWriter writer = new IndexWriter(directory, config)) {
            for (GameAnalysis game : games) {
                writer.addDocument(fields.apply(game));
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
    private static List<String> points(Directory directory, List<String> fields) throws IOException {
        List<String> points = new ArrayList<>();
        HexFormat hex = HexFormat.of();
        try (DirectoryReader reader = DirectoryReader.open(directory)) {
            for (LeafReaderContext leaf : reader.leaves()) {
                for (String field : fields) {
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
