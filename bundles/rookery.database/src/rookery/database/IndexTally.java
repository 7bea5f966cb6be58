package rookery.database;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.util.Bits;

import rookery.chess.Color;

/**
 * Opening statistics of one position computed from the index: the position's points give, per
 * game reaching it within the ply limit, the rank of the move played (or that the game ended),
 * and the doc values give result, ratings, year and id.
 */
final class IndexTally {

    /** Which documents count; {@code players} is per leaf (null: no player restriction). */
    record DocFilter(long maxBatch, int minElo, int maxElo, int fromYear, int toYear, List<Bits> players) {

        static DocFilter upTo(long maxBatch) {
            return new DocFilter(maxBatch, 0, 0, 0, 0, null);
        }
    }

    private IndexTally() {
    }

    /** Tallies by mark: a move's rank ({@link MoveCode}) or {@link GameAnalysis#ENDED}. */
    static Map<Integer, MoveTally> tally(IndexReader reader, long key, Color mover, DocFilter filter) throws IOException {
        Map<Integer, MoveTally> tallies = new HashMap<>();
        for (LeafReaderContext leaf : reader.leaves()) {
            PointValues points = leaf.reader().getPointValues(GameIndex.POSITION);
            if (points == null) {
                continue;
            }
            MarkedDocs marked = new MarkedDocs(key);
            points.intersect(marked);
            marked.sortByDoc();
            Bits players = filter.players() == null ? null : filter.players().get(leaf.ord);
            addDocs(leaf.reader(), marked, players, filter, mover, tallies);
        }
        tallies.values().removeIf(tally -> tally.games == 0);
        return tallies;
    }

    /** Collects the documents of one position's value range with their marks, skipping those beyond the ply limit. */
    private static final class MarkedDocs implements PointValues.IntersectVisitor {
        private final byte[] low;
        private final byte[] high;
        /** Document id in the high 32 bits, mark in the low 8, so sorting orders by document. */
        private long[] entries = new long[64];
        private int count;

        MarkedDocs(long key) {
            low = PositionPoints.low(key);
            high = PositionPoints.high(key);
        }

        @Override
        public void visit(int docID) {
            throw new IllegalStateException("a position's range never covers a whole cell");
        }

        @Override
        public void visit(int docID, byte[] packedValue) {
            if (Arrays.compareUnsigned(packedValue, 0, PositionPoints.BYTES, low, 0, PositionPoints.BYTES) < 0
                    || Arrays.compareUnsigned(packedValue, 0, PositionPoints.BYTES, high, 0, PositionPoints.BYTES) > 0) {
                return;
            }
            int mark = PositionPoints.mark(packedValue);
            if (mark == GameAnalysis.DEEP) {
                return;
            }
            if (count == entries.length) {
                entries = Arrays.copyOf(entries, count * 2);
            }
            entries[count++] = (long) docID << 32 | mark;
        }

        @Override
        public PointValues.Relation compare(byte[] minPackedValue, byte[] maxPackedValue) {
            if (Arrays.compareUnsigned(minPackedValue, 0, PositionPoints.BYTES, high, 0, PositionPoints.BYTES) > 0
                    || Arrays.compareUnsigned(maxPackedValue, 0, PositionPoints.BYTES, low, 0, PositionPoints.BYTES) < 0) {
                return PointValues.Relation.CELL_OUTSIDE_QUERY;
            }
            return PointValues.Relation.CELL_CROSSES_QUERY;
        }

        void sortByDoc() {
            Arrays.sort(entries, 0, count);
        }
    }

    private static void addDocs(LeafReader reader, MarkedDocs docs, Bits players, DocFilter filter, Color mover,
            Map<Integer, MoveTally> tallies) throws IOException {
        Bits live = reader.getLiveDocs();
        NumericDocValues batches = reader.getNumericDocValues(GameIndex.BATCH);
        NumericDocValues outcomes = reader.getNumericDocValues(GameIndex.OUTCOME);
        NumericDocValues averageElos = reader.getNumericDocValues(GameIndex.ELO);
        NumericDocValues years = reader.getNumericDocValues(GameIndex.YEAR);
        NumericDocValues whiteElos = reader.getNumericDocValues(GameIndex.WHITE_ELO);
        NumericDocValues blackElos = reader.getNumericDocValues(GameIndex.BLACK_ELO);
        NumericDocValues ids = reader.getNumericDocValues(GameIndex.ID);
        boolean eloBound = filter.minElo() > 0 || filter.maxElo() > 0;
        boolean yearBound = filter.fromYear() > 0 || filter.toYear() > 0;
        for (int i = 0; i < docs.count; i++) {
            int doc = (int) (docs.entries[i] >>> 32);
            if ((live != null && !live.get(doc)) || (players != null && !players.get(doc))) {
                continue;
            }
            if (value(batches, doc) > filter.maxBatch()) {
                continue;
            }
            int outcome = (int) value(outcomes, doc);
            if (!Outcome.decided(outcome)) {
                continue;
            }
            int averageElo = (int) value(averageElos, doc);
            if (eloBound && (averageElo == 0 || averageElo < filter.minElo() || (filter.maxElo() > 0 && averageElo > filter.maxElo()))) {
                continue;
            }
            int year = (int) value(years, doc);
            if (yearBound && (year == 0 || year < filter.fromYear() || (filter.toYear() > 0 && year > filter.toYear()))) {
                continue;
            }
            int mark = (int) (docs.entries[i] & 0xFF);
            tallies.computeIfAbsent(mark, m -> new MoveTally())
                    .add(outcome, mover, (int) value(whiteElos, doc), (int) value(blackElos, doc), year, value(ids, doc));
        }
    }

    private static long value(NumericDocValues values, int doc) throws IOException {
        return values != null && values.advanceExact(doc) ? values.longValue() : 0;
    }
}
