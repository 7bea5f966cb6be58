package rookery.database.importer;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.util.Bits;

import rookery.chess.Color;
import rookery.database.Speed;
import rookery.database.StatisticsBucket;
import rookery.database.collections.LongIntHashMap;
import rookery.database.encoding.MoveCode;
import rookery.database.encoding.ResultCodes;
import rookery.database.index.GameIndex;
import rookery.database.index.PositionPoints;
import rookery.database.index.SegmentSizeLimit;
import rookery.database.replay.GameAnalysis;

/**
 * Opening statistics computed from the index: the points of a position give, per game reaching
 * it within the ply limit, the rank of the move played (or that the game ended), and the doc
 * values give result, ratings, year and id. Many positions are tallied in one pass over each
 * segment's point tree.
 */
public final class IndexTally {

    /** Which documents count; {@code players} is per leaf (null: no player restriction). */
    public record DocFilter(long maxBatch, int minElo, int maxElo, int fromYear, int toYear, List<Bits> players, Set<Speed> speeds) {

        static DocFilter upTo(long maxBatch) {
            return new DocFilter(maxBatch, 0, 0, 0, 0, null, Set.of());
        }
    }

    private IndexTally() {
    }

    /** Tallies by mark: a move's rank ({@link MoveCode}) or {@link GameAnalysis#ENDED}. */
    public static Map<Integer, MoveTally> tally(IndexReader reader, long key, Color mover, DocFilter filter) throws IOException {
        return tally(reader, new long[] {key}, new Color[] {mover}, filter).get(0);
    }

    /**
     * Tallies by mark for each of the positions.
     *
     * @param keys position keys, distinct in their first {@link PositionPoints#KEY_BYTES} bytes
     * @param movers the side to move in each position
     * @return per key index, the tallies by mark (empty when no game counts)
     */
    public static List<Map<Integer, MoveTally>> tally(IndexReader reader, long[] keys, Color[] movers, DocFilter filter) throws IOException {
        List<Map<Integer, MoveTally>> tallies = new ArrayList<>(keys.length);
        for (int i = 0; i < keys.length; i++) {
            tallies.add(new HashMap<>());
        }
        visit(reader, keys, filter, (keyIndex, mark, outcome, whiteElo, blackElo, year, id, bucket) -> tallies.get(keyIndex)
                .computeIfAbsent(mark, m -> new MoveTally()).add(outcome, movers[keyIndex], whiteElo, blackElo, year, id));
        for (Map<Integer, MoveTally> byMark : tallies) {
            byMark.values().removeIf(tally -> tally.games == 0);
        }
        return tallies;
    }

    /**
     * The results year by year (undated games left out) of the games that count in the position
     * with the mark {@code mark}: per year, white wins, draws and black wins.
     */
    public static SortedMap<Integer, int[]> resultsByYear(IndexReader reader, long key, int mark, DocFilter filter) throws IOException {
        SortedMap<Integer, int[]> byYear = new TreeMap<>();
        visit(reader, new long[] {key}, filter, (keyIndex, markOfGame, outcome, whiteElo, blackElo, year, id, bucket) -> {
            if (markOfGame == mark && year > 0) {
                byYear.computeIfAbsent(year, y -> new int[3])[outcome - ResultCodes.WHITE_WINS]++;
            }
        });
        return byYear;
    }

    /** What a pass over the index hands on for each game that counts in a position. */
    @FunctionalInterface
    public interface Counter {
        void count(int keyIndex, int mark, int outcome, int whiteElo, int blackElo, int year, long gameId, int bucket);
    }

    /**
     * Hands each game that counts in each of the positions to {@code counter}, with the position's
     * index in {@code keys} (distinct in their first {@link PositionPoints#KEY_BYTES} bytes).
     */
    public static void visit(IndexReader reader, long[] keys, DocFilter filter, Counter counter) throws IOException {
        long[] prefixes = new long[keys.length];
        LongIntHashMap indexOfPrefix = new LongIntHashMap(keys.length);
        for (int i = 0; i < keys.length; i++) {
            prefixes[i] = PositionPoints.prefix(keys[i]);
            indexOfPrefix.put(prefixes[i], i + 1);
        }
        Arrays.sort(prefixes);
        int[] keyIndex = new int[keys.length];
        for (int i = 0; i < keys.length; i++) {
            keyIndex[i] = indexOfPrefix.get(prefixes[i]) - 1;
        }
        for (LeafReaderContext leaf : reader.leaves()) {
            PointValues points = leaf.reader().getPointValues(GameIndex.POSITION);
            if (points == null || keys.length == 0) {
                continue;
            }
            MarkedDocs marked = new MarkedDocs(prefixes, keyIndex);
            points.intersect(marked);
            sortByDocument(marked.entries, marked.count, leaf.reader().maxDoc());
            Bits players = filter.players() == null ? null : filter.players().get(leaf.ord);
            addDocs(leaf.reader(), marked, players, filter, counter);
        }
    }

    /**
     * Collects the documents of the positions' value ranges: document id in the high 32 bits,
     * key index in the next 24, mark in the low 8, so sorting orders by document.
     */
    private static final class MarkedDocs implements PointValues.IntersectVisitor {
        /** Sorted key prefixes, and for each the index of its key. */
        private final long[] prefixes;
        private final int[] keyIndex;
        long[] entries = new long[64];
        int count;

        MarkedDocs(long[] prefixes, int[] keyIndex) {
            this.prefixes = prefixes;
            this.keyIndex = keyIndex;
        }

        @Override
        public void visit(int docID) {
            throw new IllegalStateException("a position's range never covers a whole cell");
        }

        @Override
        public void visit(int docID, byte[] packedValue) {
            int index = Arrays.binarySearch(prefixes, PositionPoints.prefix(packedValue));
            if (index < 0) {
                return;
            }
            int mark = PositionPoints.mark(packedValue);
            if (count == entries.length) {
                entries = Arrays.copyOf(entries, count * 2);
            }
            entries[count++] = (long) docID << 32 | (long) keyIndex[index] << 8 | mark;
        }

        @Override
        public PointValues.Relation compare(byte[] minPackedValue, byte[] maxPackedValue) {
            long low = PositionPoints.prefix(minPackedValue);
            int at = Arrays.binarySearch(prefixes, low);
            int next = at >= 0 ? at : -at - 1;
            if (next < prefixes.length && prefixes[next] <= PositionPoints.prefix(maxPackedValue)) {
                return PointValues.Relation.CELL_CROSSES_QUERY;
            }
            return PointValues.Relation.CELL_OUTSIDE_QUERY;
        }
    }

    /**
     * Orders entries by document (their high 32 bits): a counting sort when the segment's
     * documents fit {@link SegmentSizeLimit#MAX_DOCS}, as in every segment this database writes,
     * which for the positions of many games is several times faster than a comparison sort.
     */
    public static void sortByDocument(long[] entries, int count, int maxDoc) {
        if (maxDoc > SegmentSizeLimit.MAX_DOCS + 1 || count < 1024) {
            Arrays.sort(entries, 0, count);
            return;
        }
        int[] starts = new int[maxDoc + 1];
        for (int i = 0; i < count; i++) {
            starts[(int) (entries[i] >>> 32) + 1]++;
        }
        for (int doc = 0; doc < maxDoc; doc++) {
            starts[doc + 1] += starts[doc];
        }
        long[] sorted = new long[count];
        for (int i = 0; i < count; i++) {
            sorted[starts[(int) (entries[i] >>> 32)]++] = entries[i];
        }
        System.arraycopy(sorted, 0, entries, 0, count);
    }

    private static void addDocs(LeafReader reader, MarkedDocs docs, Bits players, DocFilter filter, Counter counter)
            throws IOException {
        Bits live = reader.getLiveDocs();
        NumericDocValues batches = reader.getNumericDocValues(GameIndex.BATCH);
        NumericDocValues outcomes = reader.getNumericDocValues(GameIndex.OUTCOME);
        NumericDocValues averageElos = reader.getNumericDocValues(GameIndex.ELO);
        NumericDocValues years = reader.getNumericDocValues(GameIndex.YEAR);
        NumericDocValues whiteElos = reader.getNumericDocValues(GameIndex.WHITE_ELO);
        NumericDocValues blackElos = reader.getNumericDocValues(GameIndex.BLACK_ELO);
        NumericDocValues ids = reader.getNumericDocValues(GameIndex.ID);
        NumericDocValues buckets = reader.getNumericDocValues(GameIndex.BUCKET);
        boolean eloBound = filter.minElo() > 0 || filter.maxElo() > 0;
        boolean yearBound = filter.fromYear() > 0 || filter.toYear() > 0;
        int lastDoc = -1;
        boolean counts = false;
        int outcome = 0;
        int year = 0;
        int bucket = 0;
        for (int i = 0; i < docs.count; i++) {
            long entry = docs.entries[i];
            int doc = (int) (entry >>> 32);
            if (doc != lastDoc) {
                lastDoc = doc;
                counts = (live == null || live.get(doc)) && (players == null || players.get(doc))
                        && value(batches, doc) <= filter.maxBatch();
                outcome = counts ? (int) value(outcomes, doc) : 0;
                counts &= ResultCodes.decided(outcome);
                if (counts && eloBound) {
                    int averageElo = (int) value(averageElos, doc);
                    counts = averageElo > 0 && averageElo >= filter.minElo() && (filter.maxElo() == 0 || averageElo <= filter.maxElo());
                }
                year = counts ? (int) value(years, doc) : 0;
                if (counts && yearBound) {
                    counts = year > 0 && year >= filter.fromYear() && (filter.toYear() == 0 || year <= filter.toYear());
                }
                bucket = counts ? (int) value(buckets, doc) : 0;
                if (counts && !filter.speeds().isEmpty()) {
                    Speed speed = StatisticsBucket.speedOf(StatisticsBucket.slot(bucket));
                    counts = speed != null && filter.speeds().contains(speed);
                }
            }
            if (!counts) {
                continue;
            }
            int keyIndex = (int) (entry >>> 8 & 0xFFFFFF);
            int mark = (int) (entry & 0xFF);
            counter.count(keyIndex, mark, outcome, (int) value(whiteElos, doc), (int) value(blackElos, doc), year, value(ids, doc), bucket);
        }
    }

    /** The document's value; doc values must be read in increasing document order. */
    private static long value(NumericDocValues values, int doc) throws IOException {
        return values != null && values.advanceExact(doc) ? values.longValue() : 0;
    }
}
