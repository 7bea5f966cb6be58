package rookery.engine.nnue;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads the {@link TrainingRecord}s of a file in order; a trailing partial record is ignored. */
public final class TrainingDataReader implements Closeable {

    private final Path file;
    private final DataInputStream in;
    private final long count;
    private final byte[] bytes = new byte[TrainingRecord.BYTES];
    private long index;

    public TrainingDataReader(Path file) throws IOException {
        this.file = file;
        this.count = Files.size(file) / TrainingRecord.BYTES;
        this.in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16));
    }

    /** The whole records in the file. */
    public long count() {
        return count;
    }

    /**
     * The next record, or null after the last whole one.
     *
     * @throws IOException naming the file and record when a record is damaged
     */
    public TrainingRecord next() throws IOException {
        if (index == count) {
            return null;
        }
        try {
            in.readFully(bytes);
        } catch (EOFException e) {
            throw new IOException(file + ": record " + (index + 1) + ": file shrank while being read", e);
        }
        index++;
        try {
            return TrainingRecord.decode(ByteBuffer.wrap(bytes));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": record " + index + " (byte " + (index - 1) * TrainingRecord.BYTES + "): " + e.getMessage(), e);
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
