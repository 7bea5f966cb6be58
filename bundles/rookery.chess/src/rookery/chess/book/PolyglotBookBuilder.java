package rookery.chess.book;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import rookery.chess.Color;

/**
 * Counts the moves played in positions and makes a Polyglot book of them by polyglot's
 * {@code make-book} rules (docs/books.md): each move played scores 2 points for a win of the side
 * to move, 1 for a draw or an unknown result, 0 for a loss; when a move reaches 16,384 games every
 * move of its position has its games and points halved (rounded up), in the order the moves come,
 * so the file order of the games matters as it does for polyglot; {@link BookRules} decides which
 * moves are kept, their weight is their points; entries are sorted by key (unsigned), then weight
 * downwards, then move (polyglot leaves ties in no particular order).
 *
 * <p>Hand-written open addressing over primitive arrays: a book of a large collection counts tens
 * of millions of (position, move) pairs, which boxed maps hold in several times the memory.
 */
public final class PolyglotBookBuilder {
    /** A book's order: key (unsigned), weight downwards, move. */
    public static final Comparator<PolyglotEntry> BOOK_ORDER = Comparator.<PolyglotEntry, Long>comparing(PolyglotEntry::key, Long::compareUnsigned)
            .thenComparing(Comparator.comparingInt(PolyglotEntry::weight).reversed()).thenComparingInt(PolyglotEntry::move);
    static final int HALVING_GAMES = 16_384;
    private static final int EMPTY = -1;

    private long[] keys = new long[1024];
    private int[] moves = new int[1024];
    private int[] games = new int[1024];
    private int[] points = new int[1024];
    private boolean[] whiteToMove = new boolean[1024];
    /** The previous entry of the same key, or EMPTY: the chain halving walks. */
    private int[] previousOfKey = new int[1024];
    private int size;
    /** (key, move) → entry. */
    private int[] pairSlots = emptySlots(2048);
    /** key → the key's latest entry. */
    private int[] keySlots = emptySlots(2048);

    /**
     * Counts one move played in a position.
     *
     * @param points 2 if the side to move won the game, 1 for a draw or an unknown result, 0 for a loss
     */
    public void add(long key, int polyglotMove, Color turn, int points) {
        int entry = find(key, polyglotMove, turn);
        games[entry]++;
        this.points[entry] += points;
        if (games[entry] >= HALVING_GAMES) {
            for (int e = lastOfKey(key); e != EMPTY; e = previousOfKey[e]) {
                games[e] = (games[e] + 1) / 2;
                this.points[e] = (this.points[e] + 1) / 2;
            }
        }
    }

    /** Distinct (position, move) pairs counted. */
    public int size() {
        return size;
    }

    /** The entries the rules keep, sorted as a book is. */
    public List<PolyglotEntry> entries(BookRules rules) {
        List<PolyglotEntry> kept = new ArrayList<>();
        for (int e = 0; e < size; e++) {
            if (games[e] < rules.minGames() || points[e] == 0 || points[e] / (double) games[e] / 2.0 < rules.minScore()) {
                continue;
            }
            if (rules.onlyFor() != null && (rules.onlyFor() == Color.WHITE) != whiteToMove[e]) {
                continue;
            }
            kept.add(new PolyglotEntry(keys[e], moves[e], rules.uniform() ? 1 : points[e], 0));
        }
        kept.sort(BOOK_ORDER);
        return kept;
    }

    /**
     * Writes entries (in book order) as a Polyglot book, through a temporary file moved into
     * place, so an interrupted write leaves no half book.
     */
    public static void write(List<PolyglotEntry> entries, Path file) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".part");
        try (OutputStream stream = Files.newOutputStream(temporary);
                DataOutputStream out = new DataOutputStream(new BufferedOutputStream(stream, 1 << 16))) {
            for (PolyglotEntry entry : entries) {
                if (entry.weight() > 0xFFFF) {
                    throw new IllegalArgumentException("weight " + entry.weight() + " does not fit a book's 16 bits");
                }
                out.writeLong(entry.key());
                out.writeShort(entry.move());
                out.writeShort(entry.weight());
                out.writeInt((int) entry.learn());
            }
        }
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private int find(long key, int move, Color turn) {
        int mask = pairSlots.length - 1;
        int slot = (int) mix(key * 31 + move) & mask;
        while (pairSlots[slot] != EMPTY) {
            int e = pairSlots[slot];
            if (keys[e] == key && moves[e] == move) {
                return e;
            }
            slot = (slot + 1) & mask;
        }
        int e = append(key, move, turn);
        pairSlots[slot] = e;
        if (size * 2 > pairSlots.length) {
            pairSlots = rehashPairs(pairSlots.length * 2);
        }
        return e;
    }

    private int append(long key, int move, Color turn) {
        if (size == keys.length) {
            int capacity = size * 2;
            keys = Arrays.copyOf(keys, capacity);
            moves = Arrays.copyOf(moves, capacity);
            games = Arrays.copyOf(games, capacity);
            points = Arrays.copyOf(points, capacity);
            whiteToMove = Arrays.copyOf(whiteToMove, capacity);
            previousOfKey = Arrays.copyOf(previousOfKey, capacity);
        }
        int e = size++;
        keys[e] = key;
        moves[e] = move;
        whiteToMove[e] = turn == Color.WHITE;
        int keySlot = keySlot(key);
        previousOfKey[e] = keySlots[keySlot];
        keySlots[keySlot] = e;
        if (size * 2 > keySlots.length) {
            keySlots = rehashKeys(keySlots.length * 2);
        }
        return e;
    }

    private int lastOfKey(long key) {
        return keySlots[keySlot(key)];
    }

    /** The slot of the key in {@link #keySlots}: where its latest entry is, or the empty slot it takes. */
    private int keySlot(long key) {
        int mask = keySlots.length - 1;
        int slot = (int) mix(key) & mask;
        while (keySlots[slot] != EMPTY && keys[keySlots[slot]] != key) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private int[] rehashPairs(int capacity) {
        int[] slots = emptySlots(capacity);
        for (int e = 0; e < size; e++) {
            int slot = (int) mix(keys[e] * 31 + moves[e]) & (capacity - 1);
            while (slots[slot] != EMPTY) {
                slot = (slot + 1) & (capacity - 1);
            }
            slots[slot] = e;
        }
        return slots;
    }

    private int[] rehashKeys(int capacity) {
        int[] old = keySlots;
        keySlots = emptySlots(capacity);
        for (int e : old) {
            if (e != EMPTY) {
                int slot = (int) mix(keys[e]) & (capacity - 1);
                while (keySlots[slot] != EMPTY) {
                    slot = (slot + 1) & (capacity - 1);
                }
                keySlots[slot] = e;
            }
        }
        return keySlots;
    }

    private static int[] emptySlots(int capacity) {
        int[] slots = new int[capacity];
        Arrays.fill(slots, EMPTY);
        return slots;
    }

    private static long mix(long value) {
        long h = value * 0x9E3779B97F4A7C15L;
        return h ^ (h >>> 29);
    }
}
