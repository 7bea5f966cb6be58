package rookery.engine.nnue;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Appends {@link TrainingRecord}s to a file of whole records. A trailing partial record (a write
 * that a killed process left half done) is cut off on open, so the file stays valid and a new run
 * goes on where the old one stopped. Records are buffered and written whole by {@link #flush()}.
 */
public final class TrainingDataWriter implements Closeable {

    private static final int BUFFERED_RECORDS = 1024;

    private final FileChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocate(BUFFERED_RECORDS * TrainingRecord.BYTES);
    private final long existing;
    private long written;

    public TrainingDataWriter(Path file) throws IOException {
        channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        long size = channel.size();
        long whole = size - size % TrainingRecord.BYTES;
        if (whole != size) {
            channel.truncate(whole);
        }
        channel.position(whole);
        existing = whole / TrainingRecord.BYTES;
    }

    /** The records the file held when it was opened. */
    public long existingRecords() {
        return existing;
    }

    /** The records written (or buffered) since it was opened. */
    public synchronized long written() {
        return written;
    }

    public synchronized void write(TrainingRecord record) throws IOException {
        if (!buffer.hasRemaining()) {
            flush();
        }
        record.encode(buffer);
        written++;
    }

    /** Writes the buffered records and forces them to the disk. */
    public synchronized void flush() throws IOException {
        buffer.flip();
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
        buffer.clear();
        channel.force(false);
    }

    @Override
    public synchronized void close() throws IOException {
        try {
            flush();
        } finally {
            channel.close();
        }
    }
}
