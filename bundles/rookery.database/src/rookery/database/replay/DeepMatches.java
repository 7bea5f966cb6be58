package rookery.database.replay;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.util.Bits;

import rookery.database.encoding.MovesBlob;
import rookery.database.index.GameIndex;
import rookery.database.index.PositionPoints;
import rookery.database.sql.StoredGames;

/**
 * Verifies the matches of a position beyond the ply limit, where the index keeps only
 * {@link PositionPoints#DEEP_KEY_BYTES} bytes of the key: each game with such a point is
 * replayed from its stored moves, and those that never reach the position are false matches.
 */
public final class DeepMatches {

    private DeepMatches() {
    }

    /** The ids of the games the index matches beyond the ply limit but that never reach the position. */
    public static long[] falseMatches(IndexReader reader, Connection connection, long key) throws IOException, SQLException {
        long[] candidates = candidates(reader, key);
        if (candidates.length == 0) {
            return candidates;
        }
        long[] falseMatches = new long[candidates.length];
        int count = 0;
        try (StoredGames.Reader games = new StoredGames.Reader(connection)) {
            for (long id : candidates) {
                StoredGames.StoredGame game = games.read(id);
                if (game != null && !MovesBlob.reaches(game.start(), game.variant(), game.moves(), key)) {
                    falseMatches[count++] = id;
                }
            }
        }
        return Arrays.copyOf(falseMatches, count);
    }

    /** The ids of the live documents with the key's point beyond the ply limit. */
    private static long[] candidates(IndexReader reader, long key) throws IOException {
        byte[] wanted = PositionPoints.deepValue(key);
        long[] ids = new long[16];
        int count = 0;
        for (LeafReaderContext leaf : reader.leaves()) {
            PointValues points = leaf.reader().getPointValues(GameIndex.DEEP_POSITION);
            if (points == null) {
                continue;
            }
            Docs docs = new Docs(wanted);
            points.intersect(docs);
            Arrays.sort(docs.docs, 0, docs.count);
            Bits live = leaf.reader().getLiveDocs();
            NumericDocValues idValues = leaf.reader().getNumericDocValues(GameIndex.ID);
            for (int i = 0; i < docs.count; i++) {
                int doc = docs.docs[i];
                if ((live == null || live.get(doc)) && idValues.advanceExact(doc)) {
                    if (count == ids.length) {
                        ids = Arrays.copyOf(ids, count * 2);
                    }
                    ids[count++] = idValues.longValue();
                }
            }
        }
        return Arrays.copyOf(ids, count);
    }

    /** Collects the documents whose point equals the wanted value. */
    private static final class Docs implements PointValues.IntersectVisitor {
        private final byte[] wanted;
        int[] docs = new int[16];
        int count;

        Docs(byte[] wanted) {
            this.wanted = wanted;
        }

        @Override
        public void visit(int docID) {
            add(docID);
        }

        @Override
        public void visit(int docID, byte[] packedValue) {
            if (Arrays.equals(packedValue, wanted)) {
                add(docID);
            }
        }

        private void add(int docID) {
            if (count == docs.length) {
                docs = Arrays.copyOf(docs, count * 2);
            }
            docs[count++] = docID;
        }

        @Override
        public PointValues.Relation compare(byte[] minPackedValue, byte[] maxPackedValue) {
            if (Arrays.compareUnsigned(wanted, minPackedValue) < 0 || Arrays.compareUnsigned(wanted, maxPackedValue) > 0) {
                return PointValues.Relation.CELL_OUTSIDE_QUERY;
            }
            return Arrays.equals(minPackedValue, maxPackedValue) ? PointValues.Relation.CELL_INSIDE_QUERY
                    : PointValues.Relation.CELL_CROSSES_QUERY;
        }
    }
}
