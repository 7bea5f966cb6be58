package rookery.tablebase;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ref.SoftReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

import rookery.chess.Color;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Square;

/**
 * The endgame tables of one folder. Thread-safe: tables are read on first use and kept in memory
 * as long as memory allows (softly referenced: under memory pressure the garbage collector may
 * drop a table, which is then read again when next needed). A table that is missing is remembered
 * as missing until {@link #refresh()}.
 */
public final class Tablebases {

    public static final int WIN = 1;
    public static final int DRAW = 0;
    public static final int LOSS = -1;
    /** {@link #probeWdl} when no table answers. */
    public static final int UNKNOWN = Integer.MIN_VALUE;
    /** {@link #probeDtm} when no table answers. */
    public static final int UNKNOWN_DTM = -1;

    private static final Color[] COLORS = Color.values();
    private static final Piece[] PIECES = Piece.values();

    private final Path directory;
    /** Per material key of a position (either color orientation): its table and whether colors swap. */
    private final ConcurrentHashMap<Long, Slot> slots = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Signature, SoftReference<Table>> tables = new ConcurrentHashMap<>();
    /** Recently used slots by a hash of the material key, so that probes neither box nor allocate. */
    private final Slot[] recent = new Slot[RECENT];
    private static final int RECENT = 1024;
    private final ThreadLocal<long[]> scratchPieces = ThreadLocal.withInitial(() -> new long[PIECES.length]);
    private final ThreadLocal<int[][]> scratch = ThreadLocal.withInitial(
            () -> new int[][] {new int[Signature.MAX_PIECES], new int[Signature.MAX_PIECES], new int[Piece.values().length]});

    /** A table seen from one color orientation; {@code table} null when it is missing. */
    private record Slot(long key, Signature canonical, SoftReference<Table> table, boolean swapColors, int[] firstSlotOfPiece) {
    }

    private Tablebases(Path directory) {
        this.directory = directory;
    }

    public static Tablebases open(Path directory) {
        return new Tablebases(directory);
    }

    /**
     * The folder used when none is given: the system property {@code rookery.tables} (the launcher
     * points it at the tables the build generates), else {@code <rookery.home>/tables} when the system
     * property {@code rookery.home} is set, else {@code $ROOKERY_HOME/tables}, else {@code ~/.rookery/tables}.
     */
    public static Path defaultDirectory() {
        String tables = System.getProperty("rookery.tables");
        if (tables != null && !tables.isBlank()) {
            return Path.of(tables);
        }
        String home = System.getProperty("rookery.home");
        if (home == null || home.isBlank()) {
            home = System.getenv("ROOKERY_HOME");
        }
        Path base = home == null || home.isBlank() ? Path.of(System.getProperty("user.home"), ".rookery") : Path.of(home);
        return base.resolve("tables");
    }

    public Path directory() {
        return directory;
    }

    /** Whether the folder holds at least one table. */
    public boolean isEmpty() {
        try (var files = Files.list(directory)) {
            return files.noneMatch(file -> file.getFileName().toString().endsWith(TableFile.EXTENSION));
        } catch (IOException e) {
            return true;
        }
    }

    /** The file that holds (or would hold) the table of this material. */
    public Path file(Signature signature) {
        return TableFile.path(directory, signature.canonical());
    }

    /** Whether the table of this material (either color orientation) is present. */
    public boolean has(Signature signature) {
        Signature canonical = signature.canonical();
        return canonical.pieceCount() <= 2 || isLoaded(canonical) || Files.isRegularFile(TableFile.path(directory, canonical));
    }

    private boolean isLoaded(Signature canonical) {
        SoftReference<Table> reference = tables.get(canonical);
        return reference != null && reference.get() != null;
    }

    /** Forgets which tables were missing, so that tables added to the folder since are found. */
    public void refresh() {
        slots.values().removeIf(slot -> slot.table() == null);
        Arrays.fill(recent, null);
    }

    /** The loaded table of a canonical signature; throws {@link UncheckedIOException} when it is missing or damaged. */
    Table table(Signature canonical) {
        SoftReference<Table> reference = tables.get(canonical);
        Table table = reference == null ? null : reference.get();
        if (table != null) {
            return table;
        }
        synchronized (this) {
            reference = tables.get(canonical);
            table = reference == null ? null : reference.get();
            if (table == null) {
                try {
                    table = TableFile.read(directory, canonical);
                } catch (IOException e) {
                    throw new UncheckedIOException(e.getMessage(), e);
                }
                tables.put(canonical, new SoftReference<>(table));
            }
            return table;
        }
    }

    /** Writes a table to the folder and makes it available to probes. */
    void store(Table table) throws IOException {
        TableFile.write(directory, table);
        tables.put(table.signature(), new SoftReference<>(table));
        refresh();
    }

    /** WIN, DRAW or LOSS for the side to move, or UNKNOWN. */
    public int probeWdl(Position position) {
        return switch (probe(position).wdl()) {
            case WIN -> WIN;
            case DRAW -> DRAW;
            case LOSS -> LOSS;
            case UNKNOWN -> UNKNOWN;
        };
    }

    /** Plies to mate (0 for draws and a checkmated side), or UNKNOWN_DTM. */
    public int probeDtm(Position position) {
        Probe probe = probe(position);
        return probe.wdl() == Wdl.UNKNOWN ? UNKNOWN_DTM : probe.dtm();
    }

    /**
     * The result for the side to move; {@link Probe#UNKNOWN} with castling rights, more than
     * {@value Signature#MAX_PIECES} pieces or a missing table.
     */
    public Probe probe(Position position) {
        if (position.castlingRights() != 0 || Long.bitCount(position.occupied()) > Signature.MAX_PIECES) {
            return Probe.UNKNOWN;
        }
        if (position.epSquare() != Square.NONE) {
            return searchOnePly(position);
        }
        return lookup(position);
    }

    private Probe lookup(Position position) {
        long[] pieces = scratchPieces.get();
        for (Piece piece : PIECES) {
            pieces[piece.ordinal()] = position.pieces(piece.color(), piece.role());
        }
        return lookup(pieces, Long.bitCount(position.occupied()), position.turn(), false);
    }

    /**
     * For a search: the result for the side to move of the position whose pieces are
     * {@code piecesByPiece} (bitboards indexed by {@link Piece#ordinal()}), which must be legal, have
     * no castling rights and no en passant square. Answers only from tables already in memory
     * (see {@link #load}) and never touches a file: {@link Probe#UNKNOWN} when the table is not
     * loaded or there are more than {@value Signature#MAX_PIECES} pieces. Allocation-free for
     * loaded materials.
     */
    public Probe probeLoaded(long[] piecesByPiece, Color turn) {
        long occupied = 0;
        for (long pieces : piecesByPiece) {
            occupied |= pieces;
        }
        int pieceCount = Long.bitCount(occupied);
        if (pieceCount > Signature.MAX_PIECES) {
            return Probe.UNKNOWN;
        }
        return lookup(piecesByPiece, pieceCount, turn, true);
    }

    /** Reads the table of this material now, if its file is there, so that {@link #probeLoaded} answers for it. */
    public boolean load(Signature material) {
        Signature canonical = material.canonical();
        if (canonical.pieceCount() <= 2 || !has(canonical)) {
            return false;
        }
        table(canonical);
        return true;
    }

    private Probe lookup(long[] piecesByPiece, int pieceCount, Color sideToMove, boolean loadedOnly) {
        if (pieceCount == 2) {
            return Probe.DRAW;
        }
        Slot slot = slot(piecesByPiece, loadedOnly);
        if (slot == null || slot.table() == null) {
            return Probe.UNKNOWN;
        }
        Table table = slot.table().get();
        if (table == null) {
            // The collector dropped the table: read it again, or with loadedOnly, use it only if it was read again since.
            if (loadedOnly && !isLoaded(slot.canonical())) {
                return Probe.UNKNOWN;
            }
            table = table(slot.canonical());
            slots.remove(slot.key());
            Arrays.fill(recent, null);
        }
        int[][] buffers = scratch.get();
        int[] squares = buffers[0];
        int[] placed = buffers[2];
        System.arraycopy(slot.firstSlotOfPiece(), 0, placed, 0, placed.length);
        for (Piece piece : PIECES) {
            long pieces = piecesByPiece[piece.ordinal()];
            Piece indexed = slot.swapColors() ? Piece.of(piece.color().other(), piece.role()) : piece;
            for (; pieces != 0; pieces &= pieces - 1) {
                int square = Long.numberOfTrailingZeros(pieces);
                squares[placed[indexed.ordinal()]++] = slot.swapColors() ? square ^ 56 : square;
            }
        }
        int turn = sideToMove.ordinal() ^ (slot.swapColors() ? 1 : 0);
        return Probe.ofEntry(table.entry(table.index.index(squares, turn, buffers[1])));
    }

    /** The slot of this material; with {@code loadedOnly}, null (and nothing remembered) when its table is not in memory. */
    private Slot slot(long[] piecesByPiece, boolean loadedOnly) {
        long key = 0;
        for (Color color : COLORS) {
            for (Role role : Signature.ORDER) {
                key = key * 16 + Long.bitCount(piecesByPiece[Piece.of(color, role).ordinal()]);
            }
        }
        int bucket = (int) (key ^ key >>> 20 ^ key >>> 40) & (RECENT - 1);
        Slot slot = recent[bucket];
        if (slot != null && slot.key() == key) {
            return slot;
        }
        slot = slots.get(key);
        if (slot == null) {
            Signature material = Signature.of(counts(piecesByPiece));
            if (loadedOnly && !isLoaded(material.canonical())) {
                return null;
            }
            long materialKey = key;
            slot = slots.computeIfAbsent(key, unused -> newSlot(materialKey, material));
        }
        recent[bucket] = slot;
        return slot;
    }

    private static int[][] counts(long[] piecesByPiece) {
        int[][] counts = new int[2][6];
        for (Piece piece : PIECES) {
            if (piece.role() != Role.KING) {
                counts[piece.color().ordinal()][piece.role().ordinal()] = Long.bitCount(piecesByPiece[piece.ordinal()]);
            }
        }
        return counts;
    }

    private Slot newSlot(long key, Signature material) {
        Signature canonical = material.canonical();
        boolean swap = !canonical.equals(material);
        if (!has(canonical)) {
            return new Slot(key, canonical, null, swap, null);
        }
        Table table = table(canonical);
        int[] first = new int[Piece.values().length];
        Piece[] pieces = table.index.pieces;
        for (int i = pieces.length - 1; i >= 0; i--) {
            first[pieces[i].ordinal()] = i;
        }
        return new Slot(key, canonical, new SoftReference<>(table), swap, first);
    }

    /** Answers a position with an en passant right (not indexed) from the results of its moves. */
    private Probe searchOnePly(Position position) {
        Position copy = position.copy();
        int best = Entry.NONE;
        for (int move : copy.legalMoves()) {
            copy.play(move);
            Probe after = probe(copy);
            copy.undo();
            if (after.wdl() == Wdl.UNKNOWN) {
                return Probe.UNKNOWN;
            }
            best = Math.max(best, Entry.moverScore(after.score()));
        }
        if (best == Entry.NONE) {
            return copy.isCheck() ? Probe.of(Wdl.LOSS, 0) : Probe.DRAW;
        }
        return Probe.ofScore(best);
    }

    /** Every legal move with its result for the side that plays it, best first. */
    public List<MoveProbe> probeMoves(Position position) {
        Position copy = position.copy();
        List<MoveProbe> moves = new ArrayList<>();
        boolean castling = position.castlingRights() != 0;
        for (int move : copy.legalMoves()) {
            Probe result = Probe.UNKNOWN;
            if (!castling) {
                copy.play(move);
                Probe after = probe(copy);
                copy.undo();
                result = after.wdl() == Wdl.UNKNOWN ? Probe.UNKNOWN : Probe.ofScore(Entry.moverScore(after.score()));
            }
            moves.add(new MoveProbe(move, result));
        }
        moves.sort(Comparator.comparingInt((MoveProbe m) -> m.result().score()).reversed());
        return moves;
    }

    /** An optimal line to mate: shortest win, longest defence. Empty for draws and unknown positions. */
    public int[] bestLine(Position position) {
        Position line = position.copy();
        Probe probe = probe(line);
        if (probe.wdl() != Wdl.WIN && probe.wdl() != Wdl.LOSS) {
            return new int[0];
        }
        int[] moves = new int[probe.dtm()];
        int played = 0;
        while (played < moves.length) {
            List<MoveProbe> options = probeMoves(line);
            if (options.isEmpty()) {
                // Only a table whose entries disagree with the rules (damaged, under a good checksum) ends the game early.
                break;
            }
            moves[played] = options.get(0).move();
            line.play(moves[played++]);
        }
        return Arrays.copyOf(moves, played);
    }
}
