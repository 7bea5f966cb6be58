package rookery.database.index;

import java.io.IOException;
import java.util.List;
import java.util.function.LongPredicate;

import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.ConstantScoreScorer;
import org.apache.lucene.search.ConstantScoreWeight;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PointRangeQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.ScorerSupplier;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.BitSetIterator;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.FixedBitSet;

import rookery.database.MaterialPattern;
import rookery.database.StructureFamily;
import rookery.database.StructureQuery;
import rookery.database.collections.LongIntHashMap;
import rookery.database.encoding.MaterialHistory;
import rookery.database.replay.GameAnalysis;

/**
 * How a search by pawn structure, named structure or material reads the index. Pawn structures are
 * points beside the positions ({@link GameIndex#PAWNS}, written by the import's codec like them),
 * so a structure is one point look-up; so is a named structure ({@link #FAMILIES}). A game's material is one doc value, its {@link MaterialHistory}, which a
 * material search reads for every game: a few bytes a game, so all of masters-a-l's in tens of
 * milliseconds. A term per distinct material, with the run as its frequency, answered faster but
 * made the import a quarter slower (docs/benchmarks.md, "Search by structure").
 */
public final class StructureIndex {

    static final String MATERIAL = "material";
    /** The {@link StructureFamily#ordinal()}s of the named structures a game's pawns formed, one point each. */
    static final String FAMILIES = "families";

    private StructureIndex() {
    }

    static IndexableField materialField(GameAnalysis analysis) {
        return new BinaryDocValuesField(MATERIAL, new BytesRef(analysis.materials()));
    }

    static void addFamilies(List<IndexableField> document, GameAnalysis analysis) {
        for (int families = analysis.families(); families != 0; families &= families - 1) {
            document.add(new IntPoint(FAMILIES, Integer.numberOfTrailingZeros(families)));
        }
    }

    /** The index query of a pawn structure, named structure or material search; null for a pattern, which needs a replay. */
    public static Query query(StructureQuery query) {
        return switch (query) {
            case StructureQuery.Pawns pawns -> new PointRangeQuery(GameIndex.PAWNS, PositionPoints.pawnValue(pawns.structure().key()),
                    PositionPoints.pawnValue(pawns.structure().key()), 1) {
                @Override
                protected String toString(int dimension, byte[] value) {
                    return new BytesRef(value).toString();
                }
            };
            case StructureQuery.Material material -> new MaterialQuery(material.material(), material.positionsInARow());
            case StructureQuery.Family family -> IntPoint.newExactQuery(FAMILIES, family.family().ordinal());
            case StructureQuery.Pattern pattern -> null;
        };
    }

    /** The games whose material history has a stretch of {@code positions} consecutive positions the pattern accepts. */
    private static final class MaterialQuery extends Query {
        private final MaterialPattern pattern;
        private final int positions;

        MaterialQuery(MaterialPattern pattern, int positions) {
            this.pattern = pattern;
            this.positions = positions;
        }

        @Override
        public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) {
            return new ConstantScoreWeight(this, boost) {
                @Override
                public ScorerSupplier scorerSupplier(LeafReaderContext context) throws IOException {
                    BinaryDocValues histories = context.reader().getBinaryDocValues(MATERIAL);
                    if (histories == null) {
                        return null;
                    }
                    FixedBitSet docs = new FixedBitSet(context.reader().maxDoc());
                    LongIntHashMap answers = new LongIntHashMap(1024);
                    LongPredicate accepts = code -> {
                        int known = answers.get(code);
                        if (known == 0) {
                            known = pattern.matchesCode(code) ? 2 : 1;
                            answers.put(code, known);
                        }
                        return known == 2;
                    };
                    for (int doc = histories.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = histories.nextDoc()) {
                        BytesRef history = histories.binaryValue();
                        if (history.length > 10
                                && MaterialHistory.firstStretch(history.bytes, history.offset, history.length, pattern, accepts, positions) >= 0) {
                            docs.set(doc);
                        }
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

        @Override
        public void visit(QueryVisitor visitor) {
            if (visitor.acceptField(MATERIAL)) {
                visitor.visitLeaf(this);
            }
        }

        @Override
        public String toString(String field) {
            return MATERIAL + ":" + pattern + " positions>=" + positions;
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
}
