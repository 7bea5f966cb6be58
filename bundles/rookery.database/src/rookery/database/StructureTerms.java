package rookery.database;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongPredicate;

import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.BytesTermAttribute;
import org.apache.lucene.analysis.tokenattributes.TermFrequencyAttribute;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.search.PointRangeQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.BytesRef;

/**
 * How a game's materials are indexed, and the index query of a search by pawn structure or
 * material. A game's materials are one term per distinct value in each of {@link #MATERIAL}
 * ({@link Material#code}, 5 bytes) and {@link #IMBALANCE} ({@link Material#imbalance}, 3 bytes),
 * whose term frequency is the longest run of consecutive positions with that value: a material
 * held for K plies is a term with a frequency above K. There are few distinct materials, so their
 * postings cost a byte or two a game. Pawn structures, mostly distinct, are points beside the
 * positions ({@link GameIndex#PAWNS}, written by the import's codec like them): millions of
 * distinct terms made the import a third slower (docs/benchmarks.md, "Search by structure").
 */
final class StructureTerms {

    static final String MATERIAL = "material";
    static final String IMBALANCE = "imbalance";
    static final int MATERIAL_BYTES = 5;
    static final int IMBALANCE_BYTES = 3;

    private static final FieldType TYPE = new FieldType();

    static {
        TYPE.setIndexOptions(IndexOptions.DOCS_AND_FREQS);
        TYPE.setOmitNorms(true);
        TYPE.setTokenized(true);
        TYPE.freeze();
    }

    private StructureTerms() {
    }

    /** The game's material fields. */
    static List<IndexableField> fields(GameAnalysis analysis) {
        return List.of(new Field(MATERIAL, new RunTokens(analysis.materials(), MATERIAL_BYTES), TYPE),
                new Field(IMBALANCE, new RunTokens(analysis.imbalances(), IMBALANCE_BYTES), TYPE));
    }

    static BytesRef term(long value, int bytes) {
        byte[] term = new byte[bytes];
        for (int i = 0; i < bytes; i++) {
            term[i] = (byte) (value >>> 8 * (bytes - 1 - i));
        }
        return new BytesRef(term);
    }

    static long value(BytesRef term) {
        long value = 0;
        for (int i = 0; i < term.length; i++) {
            value = value << 8 | term.bytes[term.offset + i] & 0xFF;
        }
        return value;
    }

    /** The index query of a pawn structure or material search; null for one that needs a replay. */
    static Query query(StructureQuery query) {
        return switch (query) {
            case StructureQuery.Pawns pawns -> new PointRangeQuery(GameIndex.PAWNS, PositionPoints.pawnValue(pawns.structure().key()),
                    PositionPoints.pawnValue(pawns.structure().key()), 1) {
                @Override
                protected String toString(int dimension, byte[] value) {
                    return Long.toHexString(StructureTerms.value(new BytesRef(value)));
                }
            };
            case StructureQuery.Material material when material.material().isSignature() -> {
                List<BytesRef> terms = new ArrayList<>();
                for (long code : material.material().codes()) {
                    terms.add(term(code, MATERIAL_BYTES));
                }
                yield new RunQuery(MATERIAL, terms, null, material.positionsInARow());
            }
            case StructureQuery.Material material -> {
                LongPredicate matches = imbalance -> material.material().matchesImbalance((int) imbalance);
                yield new RunQuery(IMBALANCE, List.of(), matches, material.positionsInARow());
            }
            case StructureQuery.Family family -> null;
            case StructureQuery.Pattern pattern -> null;
        };
    }

    /** One token per run, its term frequency the run's length. */
    private static final class RunTokens extends TokenStream {
        private final BytesTermAttribute term = addAttribute(BytesTermAttribute.class);
        private final TermFrequencyAttribute frequency = addAttribute(TermFrequencyAttribute.class);
        private final StructureRuns.Runs runs;
        private final int bytes;
        private int next;

        RunTokens(StructureRuns.Runs runs, int bytes) {
            this.runs = runs;
            this.bytes = bytes;
        }

        @Override
        public boolean incrementToken() {
            if (next == runs.values().length) {
                return false;
            }
            clearAttributes();
            term.setBytesRef(term(runs.values()[next], bytes));
            frequency.setTermFrequency(runs.positions()[next]);
            next++;
            return true;
        }

        @Override
        public void reset() throws IOException {
            super.reset();
            next = 0;
        }
    }
}
