package rookery.tablebase;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

import rookery.chess.Attacks;
import rookery.chess.Color;
import rookery.chess.Role;
import rookery.chess.Square;

/**
 * Builds one table by retrograde analysis, layer by layer of mate distance. Layer 0 holds the
 * checkmates; the losses of layer d make their predecessors wins in d + 1; the wins of layer d
 * count down, per predecessor, the moves not yet known to lose, and a predecessor whose count
 * reaches zero is a loss one ply longer than its longest defence. Captures and promotions are
 * answered from the smaller tables when a position is first seen and enter the layers as
 * provisional values that shorter in-table results may still improve.
 *
 * <p>Positions with an en passant right are not indexed: a double pawn step that the opponent
 * can answer en passant is valued as the better (for the opponent) of the capture and the position
 * without the right. When the capture wins, the step is not counted as an in-table move; it is a
 * loss whose length the position without the right may still shorten.
 */
final class Retrograde {

    private static final VarHandle BYTES = MethodHandles.arrayElementVarHandle(byte[].class);
    /** Positions per unit of work; a multiple of 64 so that each word of {@link #legal} has one writer. */
    private static final int CHUNK = 1 << 15;
    private static final int MAX_MOVES = 256;
    private static final Color[] COLORS = Color.values();
    private static final int PAWN = PieceAttacks.PAWN;

    private final TableIndex index;
    private final int n;
    private final int[] color;
    /** Per piece, its role as one of the constants PAWN..KING. */
    private final int[] role;
    /**
     * Whether two different moves can lead to symmetric images of one position, which must count
     * once. Only a reflection on a long diagonal can map a position with the same enemy pieces
     * onto another, so it takes a pawnless table and the king of the side not moving on such a diagonal.
     */
    private final boolean pawnless;
    private final byte[] entries;
    private final byte[] remaining;
    /** One bit per number that is a legal canonical position (the others stay draws, never probed). */
    private final long[] legal;
    /** By {@link #conversionKey}; null where no such capture or promotion exists. */
    private final Conversion[] conversions;
    private final AtomicInteger maxDtm = new AtomicInteger(-1);
    private final int threads;
    private final GenerationListener listener;

    Retrograde(TableIndex index, Function<Signature, Table> tables, int threads, GenerationListener listener) {
        this(index, new byte[index.size], new byte[index.size], tables, threads, listener);
    }

    /** For {@link #verify}: the entries of a finished table, no move counts. */
    private Retrograde(Table table, Function<Signature, Table> tables, int threads) {
        this(table.index, table.entries, null, tables, threads, GenerationListener.SILENT);
    }

    private Retrograde(TableIndex index, byte[] entries, byte[] remaining, Function<Signature, Table> tables, int threads,
            GenerationListener listener) {
        this.index = index;
        this.n = index.pieceCount();
        this.color = new int[n];
        this.role = new int[n];
        for (int i = 0; i < n; i++) {
            color[i] = index.pieces[i].color().ordinal();
            role[i] = index.pieces[i].role().ordinal();
        }
        this.pawnless = !index.pawns;
        this.entries = entries;
        this.remaining = remaining;
        this.legal = remaining == null ? null : new long[(index.size + 63) / 64];
        this.conversions = new Conversion[(n + 1) * (n + 1) * 4];
        for (int captured = 2; captured < n; captured++) {
            conversions[conversionKey(captured, -1, 0)] = new Conversion(index, captured, -1, null, tables);
        }
        for (int pawn = 2; pawn < n; pawn++) {
            if (role[pawn] != PAWN) {
                continue;
            }
            for (int promotion = 0; promotion < 4; promotion++) {
                Role promoted = Signature.PROMOTIONS[promotion];
                conversions[conversionKey(-1, pawn, promotion)] = new Conversion(index, -1, pawn, promoted, tables);
                for (int captured = 2; captured < n; captured++) {
                    if (color[captured] != color[pawn] && role[captured] != PAWN) {
                        conversions[conversionKey(captured, pawn, promotion)] = new Conversion(index, captured, pawn, promoted, tables);
                    }
                }
            }
        }
        this.threads = threads;
        this.listener = listener;
    }

    private int conversionKey(int captured, int promoted, int promotion) {
        return ((captured + 1) * (n + 1) + promoted + 1) * 4 + promotion;
    }

    Table run() {
        ExecutorService pool = newPool();
        try {
            pass(pool, "init", (worker, start, end) -> {
                for (int number = start; number < end; number++) {
                    worker.initialize(number);
                }
            });
            for (int layer = 0; layer <= maxDtm.get(); layer++) {
                int dtm = layer;
                byte entry = (byte) Entry.of(dtm);
                pass(pool, "ply " + layer, (worker, start, end) -> {
                    for (int number = start; number < end; number++) {
                        if (entries[number] == entry) {
                            worker.propagate(number, dtm);
                        }
                    }
                });
            }
        } finally {
            pool.shutdownNow();
        }
        return new Table(index, entries);
    }

    /**
     * Checks a finished table against the definition of distance to mate, by moves rather than
     * un-moves: every position must be checkmate (0), stalemate (draw) or one ply beyond the
     * best result among its moves. Returns the FENs of the positions that are not (at most
     * {@code limit}) and the number of positions checked.
     */
    static Verification verify(Table table, Function<Signature, Table> tables, int threads, int limit) {
        Retrograde retrograde = new Retrograde(table, tables, threads);
        Queue<String> wrong = new ConcurrentLinkedQueue<>();
        AtomicLong checked = new AtomicLong();
        AtomicLong inconsistent = new AtomicLong();
        ExecutorService pool = retrograde.newPool();
        try {
            retrograde.pass(pool, "verify", (worker, start, end) -> {
                long positions = 0;
                for (int number = start; number < end; number++) {
                    int expected = worker.expectedEntry(number);
                    if (expected < 0) {
                        continue;
                    }
                    positions++;
                    if (expected != table.entry(number) && inconsistent.incrementAndGet() <= limit) {
                        wrong.add(TableStatistics.fen(table.index, number));
                    }
                }
                checked.addAndGet(positions);
            });
        } finally {
            pool.shutdownNow();
        }
        return new Verification(checked.get(), inconsistent.get(), List.copyOf(wrong));
    }

    /** The outcome of {@link #verify}: positions checked, how many are inconsistent, some of them. */
    record Verification(long positions, long inconsistent, List<String> examples) {
    }

    /** After {@link #run()}: whether a number is a legal canonical position. */
    boolean isLegal(int number) {
        return (legal[number >>> 6] & 1L << number) != 0;
    }

    private ExecutorService newPool() {
        return Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "tablebase-" + index.signature);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Work on the positions numbered from {@code start} (inclusive) to {@code end} (exclusive). */
    private interface Step {
        void apply(Worker worker, int start, int end);
    }

    private void pass(ExecutorService pool, String phase, Step step) {
        int chunks = (index.size + CHUNK - 1) / CHUNK;
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            tasks.add(() -> {
                Worker worker = new Worker();
                for (int chunk; (chunk = next.getAndIncrement()) < chunks; ) {
                    if (Thread.currentThread().isInterrupted() || listener.isCancelled()) {
                        throw new CancellationException("generation of " + index.signature + " cancelled");
                    }
                    step.apply(worker, chunk * CHUNK, Math.min(index.size, (chunk + 1) * CHUNK));
                    listener.progress(index.signature, phase, done.incrementAndGet(), chunks);
                }
                return null;
            });
        }
        try {
            for (Future<Void> future : pool.invokeAll(tasks)) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("generation of " + index.signature + " interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private void raiseMax(int dtm) {
        if (dtm > Entry.MAX_DTM) {
            throw new IllegalStateException(index.signature + ": mate distance " + dtm + " plies exceeds the table format");
        }
        maxDtm.accumulateAndGet(dtm, Math::max);
    }

    /** Sets a win in {@code dtm} unless the position is already known to win faster. */
    private void lowerWin(int number, int dtm) {
        byte value = (byte) Entry.of(dtm);
        while (true) {
            int current = (byte) BYTES.getVolatile(entries, number) & 0xFF;
            if (current != Entry.DRAW && !(Entry.isWin(current) && Entry.dtm(current) > dtm)) {
                return;
            }
            if (BYTES.compareAndSet(entries, number, (byte) current, value)) {
                raiseMax(dtm);
                return;
            }
        }
    }

    /** Shortens a provisional loss to {@code dtm}. */
    private void lowerLoss(int number, int dtm) {
        byte value = (byte) Entry.of(dtm);
        while (true) {
            int current = (byte) BYTES.getVolatile(entries, number) & 0xFF;
            if (!Entry.isLoss(current) || Entry.dtm(current) <= dtm) {
                return;
            }
            if (BYTES.compareAndSet(entries, number, (byte) current, value)) {
                return;
            }
        }
    }

    /** One thread's scratch space: move and un-move lists and square arrays. */
    private final class Worker {
        private final int[] squares = new int[n];
        private final int[] predecessor = new int[n];
        private final int[] after = new int[n];
        private final int[] canonical = new int[n];
        private final int[] conversionSquares = new int[n];
        private final int[] conversionCanonical = new int[n];
        private final int[] movePiece = new int[MAX_MOVES];
        private final int[] moveTo = new int[MAX_MOVES];
        private final int[] moveCaptured = new int[MAX_MOVES];
        private final int[] movePromotion = new int[MAX_MOVES];
        private final int[] unmovePiece = new int[MAX_MOVES];
        private final int[] unmoveFrom = new int[MAX_MOVES];
        private final int[] distinct = new int[MAX_MOVES];

        /** First sight of a position: validity, checkmate, captures and promotions, move count. */
        void initialize(int number) {
            int turn = index.decodeLegal(number, squares, canonical);
            if (turn < 0) {
                return;
            }
            legal[number >>> 6] |= 1L << number;
            int moves = generateMoves(squares, turn);
            if (moves == 0) {
                boolean check = isAttacked(squares, squares[turn], turn ^ 1, occupancy(squares), -1);
                entries[number] = (byte) (check ? Entry.of(0) : Entry.DRAW);
                if (check) {
                    raiseMax(0);
                }
                return;
            }
            int best = Entry.NONE;
            int counted = 0;
            boolean symmetric = mayHaveSymmetricMoves(squares[turn ^ 1]);
            for (int m = 0; m < moves; m++) {
                makeMove(squares, m);
                Conversion conversion = conversionOf(m);
                if (conversion != null) {
                    int score = Entry.score(conversion.entry(after, turn ^ 1, conversionSquares, conversionCanonical));
                    best = Math.max(best, Entry.moverScore(score));
                    continue;
                }
                if (isDoubleStep(m, squares) && enPassantScore(after, turn ^ 1, movePiece[m]) > 0) {
                    continue;
                }
                if (!symmetric) {
                    counted++;
                    continue;
                }
                int successor = index.index(after, turn ^ 1, canonical);
                if (!contains(distinct, counted, successor)) {
                    distinct[counted++] = successor;
                }
            }
            remaining[number] = (byte) counted;
            if (best > 0) {
                int dtm = Entry.dtmOfScore(best);
                entries[number] = (byte) Entry.of(dtm);
                raiseMax(dtm);
            } else if (counted == 0) {
                int loss = bestIfAllLose(squares, turn, -1);
                if (loss < 0) {
                    int dtm = Entry.dtmOfScore(loss);
                    entries[number] = (byte) Entry.of(dtm);
                    raiseMax(dtm);
                }
            }
        }

        /** The entry a legal position must have given its moves' entries, or -1 for a number that is no legal position. */
        int expectedEntry(int number) {
            int turn = index.decodeLegal(number, squares, canonical);
            if (turn < 0) {
                return -1;
            }
            int moves = generateMoves(squares, turn);
            if (moves == 0) {
                return isAttacked(squares, squares[turn], turn ^ 1, occupancy(squares), -1) ? Entry.of(0) : Entry.DRAW;
            }
            int best = Entry.NONE;
            for (int m = 0; m < moves; m++) {
                makeMove(squares, m);
                Conversion conversion = conversionOf(m);
                int opponent;
                if (conversion != null) {
                    opponent = Entry.score(conversion.entry(after, turn ^ 1, conversionSquares, conversionCanonical));
                } else {
                    opponent = Entry.score(entries[index.index(after, turn ^ 1, canonical)] & 0xFF);
                    if (isDoubleStep(m, squares)) {
                        opponent = Math.max(opponent, enPassantScore(after, turn ^ 1, movePiece[m]));
                    }
                }
                best = Math.max(best, Entry.moverScore(opponent));
            }
            return Entry.ofScore(best);
        }

        /** Spreads a position resolved at distance {@code dtm} to the positions one move before it. */
        void propagate(int number, int dtm) {
            int turn = index.decode(number, squares);
            int mover = turn ^ 1;
            int unmoves = generateUnmoves(squares, mover);
            boolean lost = (dtm & 1) == 0;
            boolean symmetric = mayHaveSymmetricMoves(squares[turn]);
            int decremented = 0;
            for (int u = 0; u < unmoves; u++) {
                int piece = unmovePiece[u];
                System.arraycopy(squares, 0, predecessor, 0, n);
                predecessor[piece] = unmoveFrom[u];
                int previous = index.index(predecessor, mover, canonical);
                boolean doubleStep = role[piece] == PAWN && Math.abs(unmoveFrom[u] - squares[piece]) == 16;
                int enPassant = doubleStep ? enPassantScore(squares, turn, piece) : Entry.NONE;
                if (lost) {
                    if (enPassant == Entry.NONE || enPassant < 0 && Entry.dtmOfScore(enPassant) <= dtm) {
                        lowerWin(previous, dtm + 1);
                    } else if (enPassant < 0) {
                        lowerWin(previous, Entry.dtmOfScore(enPassant) + 1);
                    }
                } else if (enPassant > 0) {
                    int current = (byte) BYTES.getVolatile(entries, previous) & 0xFF;
                    if (Entry.isLoss(current) && Entry.dtm(current) > dtm + 1) {
                        int loss = bestIfAllLose(predecessor, mover, dtm);
                        if (loss < 0) {
                            lowerLoss(previous, Entry.dtmOfScore(loss));
                        }
                    }
                } else if (!symmetric || !contains(distinct, decremented, previous)) {
                    distinct[decremented++] = previous;
                    if (entries[previous] == Entry.DRAW && (byte) BYTES.getAndAdd(remaining, previous, (byte) -1) == 1) {
                        int loss = bestIfAllLose(predecessor, mover, dtm);
                        if (loss < 0) {
                            int lossDtm = Entry.dtmOfScore(loss);
                            BYTES.setVolatile(entries, previous, (byte) Entry.of(lossDtm));
                            raiseMax(lossDtm);
                        }
                    }
                }
            }
        }

        /**
         * The best score of a position whose every move is known to lose by layer {@code layer},
         * or 0 when some move is not (yet) known to lose.
         */
        private int bestIfAllLose(int[] position, int turn, int layer) {
            int moves = generateMoves(position, turn);
            int best = Entry.NONE;
            for (int m = 0; m < moves; m++) {
                makeMove(position, m);
                Conversion conversion = conversionOf(m);
                int opponent;
                if (conversion != null) {
                    opponent = Entry.score(conversion.entry(after, turn ^ 1, conversionSquares, conversionCanonical));
                } else {
                    int entry = (byte) BYTES.getVolatile(entries, index.index(after, turn ^ 1, canonical)) & 0xFF;
                    boolean knownWin = Entry.isWin(entry) && Entry.dtm(entry) <= layer;
                    int enPassant = isDoubleStep(m, position) ? enPassantScore(after, turn ^ 1, movePiece[m]) : Entry.NONE;
                    if (enPassant > 0) {
                        opponent = knownWin ? Math.max(enPassant, Entry.score(entry)) : enPassant;
                    } else if (knownWin) {
                        opponent = Entry.score(entry);
                    } else {
                        return 0;
                    }
                }
                if (opponent <= 0) {
                    return 0;
                }
                best = Math.max(best, Entry.moverScore(opponent));
            }
            return best;
        }

        /**
         * The best score for {@code turn} among en passant captures of the pawn {@code pushed}
         * that just stepped two squares, or {@link Entry#NONE} when there is none.
         */
        private int enPassantScore(int[] position, int turn, int pushed) {
            int target = position[pushed];
            int passed = turn == 0 ? target + 8 : target - 8;
            long occupied = occupancy(position);
            int best = Entry.NONE;
            for (int k = 2; k < n; k++) {
                int from = position[k];
                if (color[k] != turn || role[k] != PAWN || Square.rank(from) != Square.rank(target)
                        || Math.abs(Square.file(from) - Square.file(target)) != 1) {
                    continue;
                }
                position[k] = passed;
                long after = occupied & ~(1L << from) & ~(1L << target) | 1L << passed;
                if (!isAttacked(position, position[turn], turn ^ 1, after, pushed)) {
                    Conversion capture = conversions[conversionKey(pushed, -1, 0)];
                    int score = Entry.score(capture.entry(position, turn ^ 1, conversionSquares, conversionCanonical));
                    best = Math.max(best, Entry.moverScore(score));
                }
                position[k] = from;
            }
            return best;
        }

        /** See {@link #pawnless}: the king of the side that does not move decides. */
        private boolean mayHaveSymmetricMoves(int standingKing) {
            int file = Square.file(standingKing), rank = Square.rank(standingKing);
            return pawnless && (file == rank || file + rank == 7);
        }

        private boolean isDoubleStep(int m, int[] position) {
            return role[movePiece[m]] == PAWN && Math.abs(moveTo[m] - position[movePiece[m]]) == 16;
        }

        private Conversion conversionOf(int m) {
            int captured = moveCaptured[m], promotion = movePromotion[m];
            if (captured < 0 && promotion < 0) {
                return null;
            }
            return conversions[conversionKey(captured, promotion < 0 ? -1 : movePiece[m], Math.max(promotion, 0))];
        }

        /** Fills {@link #after} with the squares after move {@code m}. */
        private void makeMove(int[] position, int m) {
            System.arraycopy(position, 0, after, 0, n);
            after[movePiece[m]] = moveTo[m];
        }

        /** Legal moves of {@code turn}, captures and promotions included, into the move lists. */
        private int generateMoves(int[] position, int turn) {
            long occupied = occupancy(position);
            long own = 0;
            for (int i = 0; i < n; i++) {
                if (color[i] == turn) {
                    own |= 1L << position[i];
                }
            }
            int count = 0;
            for (int i = 0; i < n; i++) {
                if (color[i] != turn) {
                    continue;
                }
                int from = position[i];
                long targets;
                if (role[i] == PAWN) {
                    int forward = turn == 0 ? 8 : -8;
                    targets = Attacks.pawn(COLORS[turn], from) & occupied & ~own;
                    if ((occupied & 1L << from + forward) == 0) {
                        targets |= 1L << from + forward;
                        int startRank = turn == 0 ? 1 : 6;
                        if (Square.rank(from) == startRank && (occupied & 1L << from + 2 * forward) == 0) {
                            targets |= 1L << from + 2 * forward;
                        }
                    }
                } else {
                    targets = attacks(i, from, occupied) & ~own;
                }
                for (; targets != 0; targets &= targets - 1) {
                    int to = Long.numberOfTrailingZeros(targets);
                    int captured = -1;
                    if ((occupied & 1L << to) != 0) {
                        for (int j = 2; j < n; j++) {
                            if (position[j] == to) {
                                captured = j;
                            }
                        }
                    }
                    position[i] = to;
                    long occupiedAfter = occupied & ~(1L << from) | 1L << to;
                    boolean legal = !isAttacked(position, position[turn], turn ^ 1, occupiedAfter, captured);
                    position[i] = from;
                    if (!legal) {
                        continue;
                    }
                    boolean promotes = role[i] == PAWN && (to < 8 || to >= 56);
                    for (int promotion = promotes ? 0 : -1; promotion < (promotes ? 4 : 0); promotion++) {
                        movePiece[count] = i;
                        moveTo[count] = to;
                        moveCaptured[count] = captured;
                        movePromotion[count++] = promotion;
                    }
                }
            }
            return count;
        }

        /**
         * Moves that {@code mover} may have just played to reach this position, captures and
         * promotions excepted (those come from bigger tables), into the un-move lists.
         */
        private int generateUnmoves(int[] position, int mover) {
            long occupied = occupancy(position);
            int opponentKing = mover ^ 1;
            int count = 0;
            for (int i = 0; i < n; i++) {
                if (color[i] != mover) {
                    continue;
                }
                int to = position[i];
                long origins;
                if (role[i] == PAWN) {
                    int backward = mover == 0 ? -8 : 8;
                    int one = to + backward;
                    origins = 0;
                    if (one >= 8 && one < 56 && (occupied & 1L << one) == 0) {
                        origins = 1L << one;
                        int doubleStepRank = mover == 0 ? 3 : 4;
                        if (Square.rank(to) == doubleStepRank && (occupied & 1L << one + backward) == 0) {
                            origins |= 1L << one + backward;
                        }
                    }
                } else {
                    origins = attacks(i, to, occupied) & ~occupied;
                }
                for (; origins != 0; origins &= origins - 1) {
                    int from = Long.numberOfTrailingZeros(origins);
                    position[i] = from;
                    boolean legal = !isAttacked(position, position[opponentKing], mover, occupied & ~(1L << to) | 1L << from, -1);
                    position[i] = to;
                    if (legal) {
                        unmovePiece[count] = i;
                        unmoveFrom[count++] = from;
                    }
                }
            }
            return count;
        }

        private long attacks(int piece, int square, long occupied) {
            return PieceAttacks.attacks(role[piece], color[piece], square, occupied);
        }

        private boolean isAttacked(int[] position, int target, int by, long occupied, int ignored) {
            return PieceAttacks.isAttacked(role, color, position, target, by, occupied, ignored);
        }

        private long occupancy(int[] position) {
            return PieceAttacks.occupancy(position);
        }
    }

    private static boolean contains(int[] values, int count, int value) {
        for (int i = 0; i < count; i++) {
            if (values[i] == value) {
                return true;
            }
        }
        return false;
    }
}
