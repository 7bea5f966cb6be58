package rookery.chess.book;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import rookery.chess.Move;
import rookery.chess.Position;

/**
 * A Polyglot opening book (.bin) read through memory maps, so files of any size are opened at
 * once; positions are found by binary search on the key. Opening checks the file's length and
 * the order of its keys and refuses a corrupt file naming the file and the entry.
 */
public final class PolyglotBook {

    static final int ENTRY_BYTES = 16;
    /** Entries per map: a map of a ByteBuffer holds at most 2 GB. */
    private static final int ENTRIES_PER_CHUNK = 1 << 26;

    private final Path file;
    private final ByteBuffer[] chunks;
    private final long entryCount;

    private PolyglotBook(Path file, ByteBuffer[] chunks, long entryCount) {
        this.file = file;
        this.chunks = chunks;
        this.entryCount = entryCount;
    }

    /** Opens and checks a book; a corrupt one is refused with a message naming file and entry. */
    public static PolyglotBook open(Path file) throws IOException, BookException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            if (size % ENTRY_BYTES != 0) {
                throw new BookException(file + ": length " + size + " is not a multiple of 16 bytes;"
                        + " entry " + (size / ENTRY_BYTES + 1) + " is cut off");
            }
            long entries = size / ENTRY_BYTES;
            int chunkCount = (int) ((entries + ENTRIES_PER_CHUNK - 1) / ENTRIES_PER_CHUNK);
            ByteBuffer[] chunks = new ByteBuffer[chunkCount];
            for (int i = 0; i < chunkCount; i++) {
                long start = (long) i * ENTRIES_PER_CHUNK * ENTRY_BYTES;
                chunks[i] = channel.map(FileChannel.MapMode.READ_ONLY, start, Math.min(size - start,
                        (long) ENTRIES_PER_CHUNK * ENTRY_BYTES));
            }
            PolyglotBook book = new PolyglotBook(file, chunks, entries);
            book.checkKeyOrder();
            return book;
        }
    }

    private void checkKeyOrder() throws BookException {
        for (long i = 1; i < entryCount; i++) {
            if (Long.compareUnsigned(key(i - 1), key(i)) > 0) {
                throw new BookException(file + ": entry " + (i + 1) + " has a key smaller than entry " + i
                        + "'s; a Polyglot book is sorted by key");
            }
        }
    }

    public Path file() {
        return file;
    }

    public long entryCount() {
        return entryCount;
    }

    /** The entry at a zero-based index. */
    public PolyglotEntry entry(long index) {
        ByteBuffer chunk = chunks[(int) (index / ENTRIES_PER_CHUNK)];
        int offset = (int) (index % ENTRIES_PER_CHUNK) * ENTRY_BYTES;
        return new PolyglotEntry(chunk.getLong(offset), Short.toUnsignedInt(chunk.getShort(offset + 8)),
                Short.toUnsignedInt(chunk.getShort(offset + 10)), Integer.toUnsignedLong(chunk.getInt(offset + 12)));
    }

    private long key(long index) {
        return chunks[(int) (index / ENTRIES_PER_CHUNK)].getLong((int) (index % ENTRIES_PER_CHUNK) * ENTRY_BYTES);
    }

    /** The entries of a key, in the book's order. */
    public List<PolyglotEntry> entries(long key) {
        List<PolyglotEntry> found = new ArrayList<>();
        for (long i = firstIndex(key); i < entryCount && key(i) == key; i++) {
            found.add(entry(i));
        }
        return found;
    }

    /**
     * The book's moves in a position, in the book's order; an entry whose move is not legal there
     * is skipped and reported to {@code skipped} with the file and its entry number (one-based).
     */
    public List<BookMove> moves(Position position, Consumer<String> skipped) {
        List<BookMove> moves = new ArrayList<>();
        long key = position.key();
        for (long i = firstIndex(key); i < entryCount && key(i) == key; i++) {
            PolyglotEntry entry = entry(i);
            int move = PolyglotMoves.toMove(position, entry.move());
            if (move == Move.NONE) {
                skipped.accept(file + ": entry " + (i + 1) + " skipped: move 0x" + Integer.toHexString(entry.move())
                        + " is not legal in " + position.fen());
            } else {
                moves.add(new BookMove(move, entry.weight(), entry.learn()));
            }
        }
        return moves;
    }

    private long firstIndex(long key) {
        long low = 0;
        long high = entryCount;
        while (low < high) {
            long mid = (low + high) >>> 1;
            if (Long.compareUnsigned(key(mid), key) < 0) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }
}
