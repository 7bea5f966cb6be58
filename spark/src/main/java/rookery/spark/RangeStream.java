package rookery.spark;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The games of a byte range of a PGN file: from the first line at or after the range's start that
 * starts with the tag {@code [Event} (then a space or tab; the file's start for the first range) to the first such line at or
 * after its end. Neighbouring ranges so meet at the same line, and every game is read by the range
 * it starts in. A game whose text holds a line starting with {@code [Event} (in a comment) would be
 * cut there, as it would be at a range's end only.
 */
final class RangeStream extends InputStream {

    private static final byte[] EVENT = "[Event".getBytes(StandardCharsets.US_ASCII);

    private final InputStream in;
    private final long end;
    private final byte[] buffer = new byte[1 << 16];
    private int pos;
    private int limit;
    /** The file offset of {@code buffer[pos]}. */
    private long offset;
    private boolean lineStart;
    private boolean done;

    /** @param in the file, positioned at {@code start - 1} (at 0 for the first range) */
    RangeStream(InputStream in, long start, long end) throws IOException {
        this.in = in;
        this.end = end;
        if (start == 0) {
            lineStart = true;
            return;
        }
        offset = start - 1;
        consumeLine();
        while (ensure(EVENT.length + 1) && !atEvent()) {
            consumeLine();
        }
        done = offset >= end || !atEvent();
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] target, int at, int length) throws IOException {
        if (done || !ensure(1)) {
            done = true;
            return -1;
        }
        int n;
        if (offset < end) {
            n = (int) Math.min(Math.min(length, limit - pos), end - offset);
        } else {
            if (lineStart && atEvent()) {
                done = true;
                return -1;
            }
            n = 0;
            while (n < length && pos + n < limit && buffer[pos + n] != '\n' && buffer[pos + n] != '\r') {
                n++;
            }
            if (n < length && pos + n < limit) {
                n++;
            }
        }
        System.arraycopy(buffer, pos, target, at, n);
        pos += n;
        offset += n;
        byte last = target[at + n - 1];
        lineStart = last == '\n' || last == '\r';
        return n;
    }

    /** Skips to the start of the next line; at the start of the line when the previous byte ended one. */
    private void consumeLine() throws IOException {
        if (lineStart) {
            return;
        }
        while (ensure(1)) {
            byte b = buffer[pos++];
            offset++;
            if (b == '\n' || b == '\r') {
                lineStart = true;
                return;
            }
        }
    }

    /** At a line start that starts with the Event tag; if not, the line is no longer taken as at its start. */
    private boolean atEvent() throws IOException {
        if (!lineStart || !ensure(EVENT.length + 1)) {
            return false;
        }
        for (int i = 0; i < EVENT.length; i++) {
            if (buffer[pos + i] != EVENT[i]) {
                lineStart = false;
                return false;
            }
        }
        byte next = buffer[pos + EVENT.length];
        lineStart = next == ' ' || next == '\t';
        return lineStart;
    }

    /** True when at least {@code n} bytes are buffered, reading more as needed; false at the end of the file. */
    private boolean ensure(int n) throws IOException {
        if (limit - pos >= n) {
            return true;
        }
        System.arraycopy(buffer, pos, buffer, 0, limit - pos);
        limit -= pos;
        pos = 0;
        while (limit < n) {
            int read = in.read(buffer, limit, buffer.length - limit);
            if (read < 0) {
                return false;
            }
            limit += read;
        }
        return true;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
