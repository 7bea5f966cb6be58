package rookery.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

import io.airlift.compress.zstd.ZstdInputStream;
import io.airlift.compress.zstd.ZstdOutputStream;

/**
 * The text of a Zstandard stream, decoded by aircompressor's pure-Java decoder, adapted for a
 * reader that must keep everything readable before damage: a decoder call that meets truncated or
 * damaged input throws away what it decoded in that call, so calls ask for at most
 * {@link #CHUNK_BYTES}; and the decoder reports damage with unchecked exceptions (its own
 * {@code MalformedInputException}, or an index out of bounds), which become IOExceptions like any
 * other failure to read the file.
 */
final class ZstandardText extends InputStream {

    static final int CHUNK_BYTES = 8 << 10;

    private final ZstdInputStream decoder;

    /**
     * A stream that writes Zstandard frames of what it is given into {@code out}. Here rather than in
     * {@link Compression}, so that the Zstandard library is loaded only when a Zstandard stream is used.
     */
    static OutputStream encoder(OutputStream out) throws IOException {
        return new ZstdOutputStream(out);
    }

    ZstandardText(InputStream compressed) {
        this.decoder = new ZstdInputStream(compressed);
    }

    @Override
    public int read() throws IOException {
        try {
            return decoder.read();
        } catch (RuntimeException e) {
            throw damaged(e);
        }
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        try {
            return decoder.read(buffer, offset, Math.min(length, CHUNK_BYTES));
        } catch (RuntimeException e) {
            throw damaged(e);
        }
    }

    @Override
    public void close() throws IOException {
        decoder.close();
    }

    private static IOException damaged(RuntimeException e) {
        return new IOException(e.getMessage() != null ? e.getMessage() : e.toString(), e);
    }
}
