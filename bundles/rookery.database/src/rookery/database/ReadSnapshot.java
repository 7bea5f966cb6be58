package rookery.database;

import java.io.IOException;
import java.sql.SQLException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.search.IndexSearcher;

import rookery.database.collections.LongIntHashMap;

/**
 * What the reads of one committed batch share: the batch, the index searcher opened after its
 * Lucene commit (the index holds that batch, maybe a later one whose documents the reads filter
 * out), and the answers computed once a batch: filtered explorations and the unfinished games per
 * position.
 */
final class ReadSnapshot {

    /**
     * Filtered explorations kept, the most recent: a filter makes the explorer tally every game of
     * the position from the index (hundreds of milliseconds for the first moves of millions of
     * games), and clients ask for the same popular positions under the same filter again and again
     * (docs/benchmarks.md, server at 4M games).
     */
    private static final int FILTERED_CACHE = 4096;
    private static final int UNFINISHED_FILTERS = 64;

    record FilteredPosition(String fen, ExploreFilter filter) {
    }

    @FunctionalInterface
    interface UnfinishedCount {
        LongIntHashMap reaching() throws IOException, SQLException;
    }

    final long batch;
    final DirectoryReader reader;
    final IndexSearcher searcher;
    private final Map<FilteredPosition, Exploration> filtered = Collections.synchronizedMap(
            new LinkedHashMap<>(256, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<FilteredPosition, Exploration> eldest) {
                    return size() > FILTERED_CACHE;
                }
            });
    /** Per filter (unfiltered: {@link ExploreFilter#NONE}), the most recent. */
    private final Map<ExploreFilter, LongIntHashMap> unfinishedReaching = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<ExploreFilter, LongIntHashMap> eldest) {
            return size() > UNFINISHED_FILTERS;
        }
    };

    ReadSnapshot(long batch, DirectoryReader reader) {
        this.batch = batch;
        this.reader = reader;
        this.searcher = new IndexSearcher(reader);
    }

    Exploration filtered(FilteredPosition asked) {
        return filtered.get(asked);
    }

    void keep(FilteredPosition asked, Exploration answer) {
        filtered.put(asked, answer);
    }

    /** Each position's count of the unfinished games of the filter reaching it in this batch, counted at the first call. */
    synchronized LongIntHashMap unfinishedReaching(ExploreFilter filter, UnfinishedCount count) throws IOException, SQLException {
        LongIntHashMap counts = unfinishedReaching.get(filter);
        if (counts == null) {
            counts = count.reaching();
            unfinishedReaching.put(filter, counts);
        }
        return counts;
    }
}
