package rookery.database.index;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.FixedBitSet;

import rookery.chess.Color;

/** The games of a player, as one bit set per index leaf: every word of the name must be in the player's name. */
public final class PlayerFilter {

    private PlayerFilter() {
    }

    /** Null when {@code player} is null (no restriction). */
    public static List<Bits> bits(IndexReader reader, Analyzer analyzer, String player, Color color) throws IOException {
        if (player == null) {
            return null;
        }
        Query query = query(analyzer, player, color);
        IndexSearcher searcher = new IndexSearcher(reader);
        Weight weight = searcher.createWeight(searcher.rewrite(query), ScoreMode.COMPLETE_NO_SCORES, 1);
        List<Bits> bits = new ArrayList<>();
        for (LeafReaderContext leaf : reader.leaves()) {
            FixedBitSet set = new FixedBitSet(leaf.reader().maxDoc());
            Scorer scorer = weight.scorer(leaf);
            if (scorer != null) {
                DocIdSetIterator docs = scorer.iterator();
                for (int doc = docs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
                    set.set(doc);
                }
            }
            bits.add(set);
        }
        return bits;
    }

    public static Query query(Analyzer analyzer, String player, Color color) throws IOException {
        if (color != null) {
            return allWords(analyzer, color == Color.WHITE ? GameIndex.WHITE : GameIndex.BLACK, player);
        }
        return new BooleanQuery.Builder()
                .add(allWords(analyzer, GameIndex.WHITE, player), Occur.SHOULD)
                .add(allWords(analyzer, GameIndex.BLACK, player), Occur.SHOULD)
                .build();
    }

    private static Query allWords(Analyzer analyzer, String field, String name) throws IOException {
        BooleanQuery.Builder words = new BooleanQuery.Builder();
        try (TokenStream tokens = analyzer.tokenStream(field, name)) {
            CharTermAttribute term = tokens.addAttribute(CharTermAttribute.class);
            tokens.reset();
            while (tokens.incrementToken()) {
                words.add(new TermQuery(new Term(field, term.toString())), Occur.FILTER);
            }
            tokens.end();
        }
        return words.build();
    }
}
