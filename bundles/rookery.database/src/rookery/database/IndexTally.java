package rookery.database;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;

import rookery.chess.Color;

/**
 * Opening statistics of one position computed from the index: the position's terms give, per
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
        BytesRef prefix = PositionTerms.prefix(key);
        Map<Integer, MoveTally> tallies = new HashMap<>();
        for (LeafReaderContext leaf : reader.leaves()) {
            Terms terms = leaf.reader().terms(GameIndex.POSITION);
            if (terms == null) {
                continue;
            }
            TermsEnum termsEnum = terms.iterator();
            if (termsEnum.seekCeil(prefix) == TermsEnum.SeekStatus.END) {
                continue;
            }
            Bits players = filter.players() == null ? null : filter.players().get(leaf.ord);
            PostingsEnum postings = null;
            for (BytesRef term = termsEnum.term(); term != null && PositionTerms.hasPrefix(term, prefix); term = termsEnum.next()) {
                int mark = PositionTerms.mark(term);
                if (mark == GameAnalysis.DEEP) {
                    continue;
                }
                postings = termsEnum.postings(postings, PostingsEnum.NONE);
                MoveTally tally = tallies.computeIfAbsent(mark, m -> new MoveTally());
                addDocs(leaf.reader(), postings, players, filter, mover, tally);
            }
        }
        tallies.values().removeIf(tally -> tally.games == 0);
        return tallies;
    }

    private static void addDocs(LeafReader reader, PostingsEnum docs, Bits players, DocFilter filter, Color mover, MoveTally tally)
            throws IOException {
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
        for (int doc = docs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
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
            tally.add(outcome, mover, (int) value(whiteElos, doc), (int) value(blackElos, doc), year, value(ids, doc));
        }
    }

    private static long value(NumericDocValues values, int doc) throws IOException {
        return values != null && values.advanceExact(doc) ? values.longValue() : 0;
    }
}
