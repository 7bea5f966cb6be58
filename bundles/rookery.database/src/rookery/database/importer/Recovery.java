package rookery.database.importer;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;

import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.Directory;

import rookery.database.index.GameIndex;
import rookery.database.sql.Schema;

/**
 * Makes the Lucene index agree with the SQLite file after an interrupted import or deletion. A
 * batch is committed to Lucene first and to SQLite second, each recording the batch id; so the
 * index can only be ahead, by the documents of a batch whose SQLite transaction never committed,
 * and those are deleted; or by a deletion ({@link GameDeletion}) whose SQLite part never
 * committed, which is finished. The reject file is cut back the same way.
 */
public final class Recovery {

    public static final String BATCH_KEY = "batch";

    private Recovery() {
    }

    /** The batch id of the index's last commit, 0 for a new index. */
    public static long indexBatch(IndexWriter writer) {
        for (Map.Entry<String, String> data : writer.getLiveCommitData()) {
            if (data.getKey().equals(BATCH_KEY)) {
                return Long.parseLong(data.getValue());
            }
        }
        return 0;
    }

    /**
     * Whether the index's last commit has the games store's last batch, read without opening a
     * writer: then there is nothing to reconcile (a commit never holds a later batch's documents).
     */
    public static boolean agree(Connection connection, Directory directory) throws SQLException, IOException {
        if (!DirectoryReader.indexExists(directory)) {
            return false;
        }
        String indexBatch = SegmentInfos.readLatestCommit(directory).getUserData().get(BATCH_KEY);
        return indexBatch != null && Long.parseLong(indexBatch) == Schema.meta(connection, Schema.LAST_BATCH_KEY, 0);
    }

    /** Returns the last batch both stores have. */
    public static long reconcile(Connection connection, IndexWriter writer, Path rejectFile) throws SQLException, IOException {
        long sqliteBatch = Schema.meta(connection, Schema.LAST_BATCH_KEY, 0);
        long indexBatch = indexBatch(writer);
        if (indexBatch < sqliteBatch) {
            throw new IOException("the index has batch " + indexBatch + " but the games store batch " + sqliteBatch
                    + ": the index folder was replaced or damaged");
        }
        long[] deleted = GameDeletion.deletedIds(writer);
        if (indexBatch == sqliteBatch + 1 && deleted != null) {
            GameDeletion.finish(connection, writer, Schema.settings(connection), indexBatch, deleted);
            sqliteBatch = indexBatch;
        } else if (indexBatch > sqliteBatch) {
            writer.deleteDocuments(GameIndex.batchesAfter(sqliteBatch));
            commit(writer, sqliteBatch);
        }
        RejectFile.truncate(rejectFile, Schema.meta(connection, Schema.REJECT_LENGTH_KEY, 0));
        return sqliteBatch;
    }

    public static void commit(IndexWriter writer, long batch) throws IOException {
        writer.setLiveCommitData(Map.of(BATCH_KEY, Long.toString(batch)).entrySet());
        writer.commit();
    }
}
