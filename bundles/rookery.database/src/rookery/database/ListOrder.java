package rookery.database;

import java.io.IOException;
import java.util.Arrays;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.Bits;

import rookery.database.index.GameIndex;
import rookery.database.sql.SortKeys;

/**
 * Every game matching a query (deleted ones passed over), in an order over all of them, sorted in memory: each game's key
 * (a number of the index, its relevance, or its rank in {@link SortKeys}) and id packed into one
 * long, so that one primitive sort orders millions of games; ties in import order. Numbers keep
 * the index's order (a missing one counts as 0), names go last when missing in either direction.
 */
final class ListOrder {
    private static final long LARGEST_KEY = Integer.MAX_VALUE;

    private ListOrder() {
    }

    /** @param rankedKeys the games' keys by id for an order {@link GameSort#byName() by name}, null otherwise */
    static long[] ids(IndexSearcher searcher, Query query, GameSort sort, boolean descending, int[] rankedKeys) throws IOException {
        boolean scored = sort == GameSort.RELEVANCE;
        Weight weight = searcher.createWeight(searcher.rewrite(query), scored ? ScoreMode.COMPLETE : ScoreMode.COMPLETE_NO_SCORES, 1);
        String field = scored || rankedKeys != null ? null : field(sort);
        long[] packed = new long[1024];
        int count = 0;
        for (LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
            Scorer scorer = weight.scorer(leaf);
            NumericDocValues ids = leaf.reader().getNumericDocValues(GameIndex.ID);
            if (scorer == null || ids == null) {
                continue;
            }
            NumericDocValues values = field == null ? null : leaf.reader().getNumericDocValues(field);
            Bits live = leaf.reader().getLiveDocs();
            DocIdSetIterator docs = scorer.iterator();
            for (int doc = docs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
                if (live != null && !live.get(doc) || !ids.advanceExact(doc)) {
                    continue;
                }
                long id = ids.longValue();
                long key;
                if (scored) {
                    key = Float.floatToIntBits(Math.max(0f, scorer.score()));
                } else if (rankedKeys != null) {
                    key = id < rankedKeys.length ? rankedKeys[(int) id] : SortKeys.MISSING;
                } else {
                    key = values != null && values.advanceExact(doc) ? values.longValue() : 0;
                }
                if (count == packed.length) {
                    packed = Arrays.copyOf(packed, count * 2);
                }
                packed[count++] = ordered(key, descending, rankedKeys != null) << 32 | id;
            }
        }
        Arrays.parallelSort(packed, 0, count);
        long[] sorted = new long[count];
        for (int i = 0; i < count; i++) {
            sorted[i] = packed[i] & 0xFFFF_FFFFL;
        }
        return sorted;
    }

    private static long ordered(long key, boolean descending, boolean missingLast) {
        if (key < 0 || key > LARGEST_KEY) {
            throw new IllegalStateException("a sort key out of range: " + key);
        }
        if (!descending || missingLast && key == SortKeys.MISSING) {
            return key;
        }
        return (missingLast ? LARGEST_KEY - 1 : LARGEST_KEY) - key;
    }

    private static String field(GameSort sort) {
        return switch (sort) {
            case ELO -> GameIndex.ELO;
            case WHITE_ELO -> GameIndex.WHITE_ELO;
            case BLACK_ELO -> GameIndex.BLACK_ELO;
            case PLIES -> GameIndex.PLIES;
            case DATE -> GameIndex.DAY;
            case RESULT -> GameIndex.OUTCOME;
            default -> throw new IllegalArgumentException(sort + " is not a number of the index");
        };
    }
}
