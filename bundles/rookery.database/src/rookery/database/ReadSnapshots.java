package rookery.database;

import java.io.IOException;
import java.sql.SQLException;

import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.search.ReferenceManager;

/**
 * The current {@link ReadSnapshot}, shared by every read of its batch and replaced once a newer
 * batch is committed (Lucene's reference counting, as its {@code SearcherManager}). A new
 * snapshot's index reader is opened after its batch was read from SQLite, which commits a batch
 * after the index does, so the reader always holds the batch.
 */
final class ReadSnapshots extends ReferenceManager<ReadSnapshot> {

    @FunctionalInterface
    interface CommittedBatch {
        long read() throws IOException, SQLException;
    }

    private final CommittedBatch committedBatch;

    ReadSnapshots(DirectoryReader reader, long batch, CommittedBatch committedBatch) {
        this.committedBatch = committedBatch;
        this.current = new ReadSnapshot(batch, reader);
    }

    @Override
    protected void decRef(ReadSnapshot snapshot) throws IOException {
        snapshot.reader.decRef();
    }

    @Override
    protected ReadSnapshot refreshIfNeeded(ReadSnapshot old) throws IOException {
        long batch;
        try {
            batch = committedBatch.read();
        } catch (SQLException e) {
            throw new IOException("cannot read the last committed batch", e);
        }
        DirectoryReader newer = DirectoryReader.openIfChanged(old.reader);
        if (newer == null) {
            if (batch == old.batch) {
                return null;
            }
            old.reader.incRef();
            newer = old.reader;
        }
        return new ReadSnapshot(batch, newer);
    }

    @Override
    protected boolean tryIncRef(ReadSnapshot snapshot) {
        return snapshot.reader.tryIncRef();
    }

    @Override
    protected int getRefCount(ReadSnapshot snapshot) {
        return snapshot.reader.getRefCount();
    }
}
