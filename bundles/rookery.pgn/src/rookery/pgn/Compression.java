package rookery.pgn;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * How a PGN byte stream is compressed, told by its first bytes (never by a file name): gzip
 * ({@code 1f 8b}), Zstandard ({@code 28 b5 2f fd}, the frame magic 0xFD2FB528 little-endian, as
 * lichess publishes its database), a zip archive ({@code 50 4b 03 04}, as the lichess elite
 * database is published; its files are read one after the other), or none.
 */
enum Compression {
    NONE("plain"),
    GZIP("gzip"),
    ZSTANDARD("Zstandard"),
    ZIP("zip");

    private static final int MAGIC_BYTES = 4;

    private final String label;

    Compression(String label) {
        this.label = label;
    }

    /** The name used in messages. */
    String label() {
        return label;
    }

    static Compression of(byte[] start) {
        if (start.length >= 2 && (start[0] & 0xff) == 0x1f && (start[1] & 0xff) == 0x8b) {
            return GZIP;
        }
        if (start.length >= 4 && (start[0] & 0xff) == 0x28 && (start[1] & 0xff) == 0xb5 && (start[2] & 0xff) == 0x2f
                && (start[3] & 0xff) == 0xfd) {
            return ZSTANDARD;
        }
        if (start.length >= 4 && start[0] == 'P' && start[1] == 'K' && start[2] == 3 && start[3] == 4) {
            return ZIP;
        }
        return NONE;
    }

    /** A stream whose first bytes {@link #detect} can look at without consuming them. */
    static PushbackInputStream peekable(InputStream in) {
        return new PushbackInputStream(in, MAGIC_BYTES);
    }

    static Compression detect(PushbackInputStream in) throws IOException {
        byte[] start = in.readNBytes(MAGIC_BYTES);
        in.unread(start);
        return of(start);
    }

    /** The text that {@code in} carries in this compression. */
    InputStream decoder(InputStream in) throws IOException {
        return switch (this) {
            case GZIP -> new GZIPInputStream(in, 1 << 16);
            case ZSTANDARD -> new ZstandardText(new BufferedInputStream(in, 1 << 16));
            case ZIP -> new ZipText(new BufferedInputStream(in, 1 << 16));
            case NONE -> in;
        };
    }

    /** The compression a file written by that name gets: {@code .gz} gzip, {@code .zst} Zstandard, anything else none. */
    static Compression ofName(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        return name.endsWith(".gz") ? GZIP : name.endsWith(".zst") ? ZSTANDARD : NONE;
    }

    /** The stream that writes what it is given in this compression into {@code out}. */
    OutputStream encoder(OutputStream out) throws IOException {
        return switch (this) {
            case GZIP -> new GZIPOutputStream(out, 1 << 16);
            case ZSTANDARD -> ZstandardText.encoder(out);
            case ZIP -> throw new IOException("PGN is not written into zip archives");
            case NONE -> out;
        };
    }
}
