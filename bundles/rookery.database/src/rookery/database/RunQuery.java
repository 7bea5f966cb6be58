package rookery.database;

import java.io.IOException;
import java.util.List;
import java.util.function.LongPredicate;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.ConstantScoreScorer;
import org.apache.lucene.search.ConstantScoreWeight;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.ScorerSupplier;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.BitSetIterator;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.FixedBitSet;

/**
 * The documents with one of the given terms of a {@link StructureTerms} field (or, with a
 * predicate, any term whose value it accepts) at a term frequency of at least {@code minFrequency}:
 * a structure kept for that many consecutive positions.
 */
final class RunQuery extends Query {

    private final String field;
    private final List<BytesRef> terms;
    private final LongPredicate accepts;
    private final int minFrequency;

    /**
     * @param accepts null to read {@code terms}; otherwise every term of the field is tested
     */
    RunQuery(String field, List<BytesRef> terms, LongPredicate accepts, int minFrequency) {
        this.field = field;
        this.terms = List.copyOf(terms);
        this.accepts = accepts;
        this.minFrequency = minFrequency;
    }

    @Override
    public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) {
        return new ConstantScoreWeight(this, boost) {
            @Override
            public ScorerSupplier scorerSupplier(LeafReaderContext context) throws IOException {
                FixedBitSet docs = matching(context);
                if (docs == null) {
                    return null;
                }
                DocIdSetIterator iterator = new BitSetIterator(docs, docs.cardinality());
                return new DefaultScorerSupplier(new ConstantScoreScorer(score(), scoreMode, iterator));
            }

            @Override
            public boolean isCacheable(LeafReaderContext context) {
                return false;
            }
        };
    }

    private FixedBitSet matching(LeafReaderContext context) throws IOException {
        Terms fieldTerms = context.reader().terms(field);
        if (fieldTerms == null) {
            return null;
        }
        TermsEnum termsEnum = fieldTerms.iterator();
        FixedBitSet docs = new FixedBitSet(context.reader().maxDoc());
        PostingsEnum postings = null;
        boolean any = false;
        if (accepts == null) {
            for (BytesRef term : terms) {
                if (termsEnum.seekExact(term)) {
                    postings = collect(termsEnum, postings, docs);
                    any = true;
                }
            }
        } else {
            for (BytesRef term = termsEnum.next(); term != null; term = termsEnum.next()) {
                if (accepts.test(StructureTerms.value(term))) {
                    postings = collect(termsEnum, postings, docs);
                    any = true;
                }
            }
        }
        return any ? docs : null;
    }

    private PostingsEnum collect(TermsEnum termsEnum, PostingsEnum reuse, FixedBitSet docs) throws IOException {
        PostingsEnum postings = termsEnum.postings(reuse, minFrequency > 1 ? PostingsEnum.FREQS : PostingsEnum.NONE);
        for (int doc = postings.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = postings.nextDoc()) {
            if (minFrequency <= 1 || postings.freq() >= minFrequency) {
                docs.set(doc);
            }
        }
        return postings;
    }

    @Override
    public void visit(QueryVisitor visitor) {
        if (visitor.acceptField(field)) {
            visitor.visitLeaf(this);
        }
    }

    @Override
    public String toString(String defaultField) {
        return field + ":" + (accepts == null ? terms : "<predicate>") + " freq>=" + minFrequency;
    }

    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}
