package rookery.pgn;

import java.io.Closeable;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Streams the games of a PGN file in constant memory (bounded by the largest game), validating
 * every move. Gzip- and Zstandard-compressed input is recognised by its magic bytes. The text is
 * taken as UTF-8 (with or without a BOM) unless its start is not valid UTF-8, then as Latin-1; line
 * ends may be CRLF, LF or CR. A broken game becomes a {@link PgnRejection} and reading goes on at
 * the next game; a file that cannot be read on (truncated or damaged compressed data) ends the read
 * with a {@link PgnReadException} once the games before the damage are delivered.
 */
public final class PgnReader implements Closeable {

    private static final int BATCH_GAMES = 256;
    private static final int BATCH_BYTES = 1 << 20;

    private final CountingInputStream counted;
    private final Compression compression;
    private final GameSplitter splitter;
    private final String source;
    private final PgnOptions options;
    private GameParser parser;

    private PgnReader(InputStream in, String source, PgnOptions options, long textOffset) throws IOException {
        this.counted = new CountingInputStream(in);
        PushbackInputStream start = Compression.peekable(counted);
        this.compression = Compression.detect(start);
        InputStream text = compression.decoder(start);
        text.skipNBytes(textOffset);
        this.splitter = new GameSplitter(text);
        this.source = source;
        this.options = options;
    }

    public static PgnReader open(Path file) throws IOException {
        return open(file, PgnOptions.defaults());
    }

    public static PgnReader open(Path file, PgnOptions options) throws IOException {
        return openAt(file, 0, options);
    }

    /**
     * Reads the file from {@code textOffset} bytes into its (decompressed) text, a {@link PgnGame#offset()}:
     * a plain file is read from there at once, a compressed one is decompressed up to there first.
     */
    public static PgnReader openAt(Path file, long textOffset, PgnOptions options) throws IOException {
        InputStream in = Files.newInputStream(file);
        try {
            return new PgnReader(in, file.toString(), options, textOffset);
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }

    /** Reads a stream (closed with the reader); {@code sourceName} names it in diagnostics. */
    public static PgnReader of(InputStream in, String sourceName, PgnOptions options) throws IOException {
        return new PgnReader(in, sourceName, options, 0);
    }

    public String source() {
        return source;
    }

    /** Bytes of the file (compressed, for a compressed file) consumed so far: for progress reports. */
    public long bytesRead() {
        return counted.count;
    }

    /** The next game or rejection in file order, or null at the end. */
    public PgnRecord next() throws IOException {
        RawGame raw = nextRaw();
        if (raw == null) {
            return null;
        }
        if (parser == null) {
            parser = new GameParser(source, options);
        }
        return parser.parse(raw);
    }

    /** Hands every record to the handler in file order. */
    public void forEach(PgnHandler handler) throws IOException {
        for (PgnRecord record = next(); record != null; record = next()) {
            deliver(record, handler);
        }
    }

    /**
     * Like {@link #forEach(PgnHandler)}, with games parsed and validated on {@code threads} worker
     * threads while this thread cuts the stream into games. The handler still runs on this
     * thread, in file order.
     */
    public void forEachParallel(int threads, PgnHandler handler) throws IOException {
        if (threads <= 1) {
            forEach(handler);
            return;
        }
        ThreadLocal<GameParser> parsers = ThreadLocal.withInitial(() -> new GameParser(source, options));
        ExecutorService workers = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "pgn-parser");
            thread.setDaemon(true);
            return thread;
        });
        ArrayDeque<Future<List<PgnRecord>>> inFlight = new ArrayDeque<>();
        try {
            List<RawGame> batch = new ArrayList<>(BATCH_GAMES);
            int batchBytes = 0;
            PgnReadException unreadable = null;
            try {
                for (RawGame raw = nextRaw(); raw != null; raw = nextRaw()) {
                    batch.add(raw);
                    batchBytes += raw.bytes().length;
                    if (batch.size() == BATCH_GAMES || batchBytes >= BATCH_BYTES) {
                        List<RawGame> games = batch;
                        inFlight.add(workers.submit(() -> parseAll(parsers.get(), games)));
                        batch = new ArrayList<>(BATCH_GAMES);
                        batchBytes = 0;
                        if (inFlight.size() >= threads * 4) {
                            deliver(inFlight.poll(), handler);
                        }
                    }
                }
            } catch (PgnReadException e) {
                unreadable = e;
            }
            if (!batch.isEmpty()) {
                List<RawGame> games = batch;
                inFlight.add(workers.submit(() -> parseAll(parsers.get(), games)));
            }
            while (!inFlight.isEmpty()) {
                deliver(inFlight.poll(), handler);
            }
            if (unreadable != null) {
                throw unreadable;
            }
        } finally {
            workers.shutdownNow();
        }
    }

    private RawGame nextRaw() throws PgnReadException {
        try {
            return splitter.next();
        } catch (IOException e) {
            throw new PgnReadException(source, splitter.currentGame(), splitter.line(), splitter.column(), counted.count,
                    problem(e), e);
        }
    }

    private String problem(IOException e) {
        String cause = e.getMessage() != null ? e.getMessage() : e.toString();
        String readBefore = "; the games before this one were read";
        if (compression == Compression.NONE) {
            return "cannot read on after " + counted.count + " bytes (" + cause + ")" + readBefore;
        }
        if (counted.ended) {
            return "the file ends inside its " + compression.label() + " data after " + counted.count + " bytes: it is truncated ("
                    + cause + ")" + readBefore;
        }
        return "the " + compression.label() + " data is damaged within the first " + counted.count + " bytes of the file ("
                + cause + ")" + readBefore;
    }

    private static List<PgnRecord> parseAll(GameParser parser, List<RawGame> games) {
        List<PgnRecord> records = new ArrayList<>(games.size());
        for (RawGame game : games) {
            records.add(parser.parse(game));
        }
        return records;
    }

    private static void deliver(Future<List<PgnRecord>> batch, PgnHandler handler) {
        List<PgnRecord> records;
        try {
            records = batch.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading PGN", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        }
        for (PgnRecord record : records) {
            deliver(record, handler);
        }
    }

    private static void deliver(PgnRecord record, PgnHandler handler) {
        if (record instanceof PgnGame game) {
            handler.game(game);
        } else {
            handler.rejected((PgnRejection) record);
        }
    }

    @Override
    public void close() throws IOException {
        counted.close();
    }

    private static final class CountingInputStream extends FilterInputStream {
        long count;
        boolean ended;

        CountingInputStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            } else {
                ended = true;
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int read = super.read(buffer, offset, length);
            if (read > 0) {
                count += read;
            } else if (read < 0) {
                ended = true;
            }
            return read;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            count += skipped;
            return skipped;
        }
    }
}
