package rookery.database.replay;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.ScanProgress;
import rookery.database.StructureMatches;
import rookery.database.StructureQuery;
import rookery.database.TheoryTables;
import rookery.database.encoding.MovesBlob;
import rookery.database.sql.StoredGames;

/**
 * Replays every stored main line: one thread reads the games table in id order in chunks, the
 * workers give each game's move blob ({@link MovesBlob}) to a {@link Visitor} of their own. Finds
 * the games meeting a {@link StructureQuery} (testing every position, stopping a game at its first
 * match), and each game's {@link Theory}.
 */
public final class StructureScan {

    /** Replays games on one thread; the value of a game, or -1 for none. */
    interface Visitor {
        long visit(Setup start, Variant variant, byte[] ranks);

        /** Positions replayed since the last call. */
        long takePositions();
    }

    /** The games with a value, in id order, and their values. */
    public record Result(long[] ids, long[] values, long positions, long millis, boolean complete) {
    }

    public static StructureMatches scan(Connection connection, long visibleBatch, StructureQuery query, int threads, ScanProgress progress)
            throws SQLException, InterruptedException {
        Result result = scan(connection, visibleBatch, () -> new Replayer(query), threads, progress);
        int[] plies = new int[result.values().length];
        for (int i = 0; i < plies.length; i++) {
            plies[i] = (int) result.values()[i];
        }
        return new StructureMatches(query, result.ids(), plies, false, result.positions(), result.millis(), result.complete());
    }

    /** Each game's {@link Theory#packed()} in the tables, for the games that have one. */
    public static Result theories(Connection connection, long visibleBatch, TheoryTables tables, int threads, ScanProgress progress)
            throws SQLException, InterruptedException {
        return scan(connection, visibleBatch, () -> new TheoryFinder(tables), threads, progress);
    }

    private static final int CHUNK = 1_024;
    private static final Setup STANDARD = Setup.standard();

    private StructureScan() {
    }

    public static Result scan(Connection connection, long visibleBatch, Supplier<Visitor> visitors, int threads, ScanProgress progress)
            throws SQLException, InterruptedException {
        long started = System.nanoTime();
        long total;
        try (PreparedStatement count = connection.prepareStatement("SELECT count(*) FROM games WHERE batch <= ?")) {
            count.setLong(1, visibleBatch);
            try (ResultSet row = count.executeQuery()) {
                total = row.next() ? row.getLong(1) : 0;
            }
        }
        int workers = Math.max(1, threads);
        BlockingQueue<Chunk> queue = new ArrayBlockingQueue<>(workers * 4);
        ExecutorService pool = Executors.newFixedThreadPool(workers, runnable -> {
            Thread thread = new Thread(runnable, "rookery-structure-scan");
            thread.setDaemon(true);
            return thread;
        });
        Replayed replayed = new Replayed();
        List<Future<List<Chunk>>> results = new ArrayList<>();
        for (int i = 0; i < workers; i++) {
            results.add(pool.submit(() -> replay(queue, visitors.get(), replayed)));
        }
        long read = 0;
        boolean complete = true;
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT id, start_fen, variant, moves FROM games WHERE batch <= ? ORDER BY id")) {
            select.setLong(1, visibleBatch);
            try (ResultSet rows = select.executeQuery()) {
                Chunk chunk = new Chunk();
                while (rows.next()) {
                    chunk.add(rows.getLong(1), StoredGames.start(rows.getString(2)), StoredGames.variant(rows.getString(3)), rows.getBytes(4));
                    if (chunk.size == CHUNK) {
                        queue.put(chunk);
                        read += chunk.size;
                        progress.scanned(replayed.games(), total, replayed.positions());
                        chunk = new Chunk();
                        if (progress.cancelled()) {
                            complete = false;
                            break;
                        }
                    }
                }
                if (complete && chunk.size > 0) {
                    queue.put(chunk);
                    read += chunk.size;
                }
            }
        } finally {
            for (int i = 0; i < workers; i++) {
                queue.put(Chunk.END);
            }
            pool.shutdown();
        }
        List<Chunk> done = new ArrayList<>();
        try {
            for (Future<List<Chunk>> result : results) {
                done.addAll(result.get());
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("replaying the stored games: " + e.getCause().getMessage(), e.getCause());
        }
        done.sort((a, b) -> Long.compare(a.ids[0], b.ids[0]));
        int matches = 0;
        long positions = 0;
        for (Chunk chunk : done) {
            matches += chunk.matches;
            positions += chunk.positions;
            if (chunk.failure != null) {
                throw new IllegalStateException("a stored game could not be replayed, " + chunk.failure);
            }
        }
        long[] ids = new long[matches];
        long[] values = new long[matches];
        int at = 0;
        for (Chunk chunk : done) {
            for (int i = 0; i < chunk.size; i++) {
                if (chunk.values[i] >= 0) {
                    ids[at] = chunk.ids[i];
                    values[at++] = chunk.values[i];
                }
            }
        }
        progress.scanned(read, total, positions);
        return new Result(ids, values, positions, (System.nanoTime() - started) / 1_000_000, complete);
    }

    /** The games and positions the workers have replayed so far, for the progress. */
    private static final class Replayed {
        private long games;
        private long positions;

        synchronized void add(int chunkGames, long chunkPositions) {
            games += chunkGames;
            positions += chunkPositions;
        }

        synchronized long games() {
            return games;
        }

        synchronized long positions() {
            return positions;
        }
    }

    private static List<Chunk> replay(BlockingQueue<Chunk> queue, Visitor visitor, Replayed replayed) throws InterruptedException {
        List<Chunk> done = new ArrayList<>();
        for (Chunk chunk = queue.take(); chunk != Chunk.END; chunk = queue.take()) {
            for (int i = 0; i < chunk.size; i++) {
                long value = -1;
                try {
                    value = visitor.visit(chunk.starts[i], chunk.variants[i], chunk.moves[i]);
                } catch (RuntimeException e) {
                    if (chunk.failure == null) {
                        chunk.failure = "game " + chunk.ids[i] + ": " + e.getMessage();
                    }
                }
                chunk.values[i] = value;
                if (value >= 0) {
                    chunk.matches++;
                }
            }
            chunk.positions = visitor.takePositions();
            replayed.add(chunk.size, chunk.positions);
            chunk.moves = null;
            done.add(chunk);
        }
        return done;
    }

    /**
     * Walks the positions of stored games on one thread, reusing its buffers and the standard start
     * position; a subclass looks at each position and says when the game is done.
     */
    abstract static class Walker implements Visitor {
        private final MovesBlob.Decoder decoder = new MovesBlob.Decoder();
        private final Position standardStart = Position.startpos();
        private long positions;

        /** The game's value once known at this position, or -1 to go on. */
        abstract long at(Position position, int ply);

        /** Called before a game's first position. */
        abstract void startGame();

        @Override
        public long visit(Setup start, Variant variant, byte[] ranks) {
            boolean standard = variant == Variant.STANDARD && start.equals(STANDARD);
            Position position = standard ? standardStart : Position.fromSetup(start, variant, true);
            startGame();
            try {
                for (int ply = 0;; ply++) {
                    positions++;
                    long value = at(position, ply);
                    if (value >= 0 || ply == ranks.length) {
                        return value;
                    }
                    position.play(decoder.move(position, ranks, ply));
                }
            } finally {
                if (standard) {
                    while (standardStart.ply() > 0) {
                        standardStart.undo();
                    }
                }
            }
        }

        @Override
        public long takePositions() {
            long taken = positions;
            positions = 0;
            return taken;
        }
    }

    /** The first ply of the first stretch of positions in a row meeting a structure query. */
    public static final class Replayer extends Walker {
        private final StructureQuery query;
        private final int inARow;
        private int run;

        public Replayer(StructureQuery query) {
            this.query = query;
            this.inARow = query.positionsInARow();
        }

        @Override
        void startGame() {
            run = 0;
        }

        @Override
        long at(Position position, int ply) {
            if (!query.test(position)) {
                run = 0;
                return -1;
            }
            return ++run == inARow ? ply - inARow + 1 : -1;
        }
    }

    /** The {@link Theory#packed()} of a game's first position in the tables. */
    static final class TheoryFinder extends Walker {
        private final TheoryTables tables;

        TheoryFinder(TheoryTables tables) {
            this.tables = tables;
        }

        @Override
        void startGame() {
        }

        @Override
        long at(Position position, int ply) {
            Theory theory = Theory.of(tables, position, ply);
            return theory == null ? -1 : theory.packed();
        }
    }

    /** Games as read from the table, and what the replay found in them. */
    private static final class Chunk {
        static final Chunk END = new Chunk();

        final long[] ids = new long[CHUNK];
        final Setup[] starts = new Setup[CHUNK];
        final Variant[] variants = new Variant[CHUNK];
        byte[][] moves = new byte[CHUNK][];
        final long[] values = new long[CHUNK];
        int size;
        int matches;
        /** The first stored game of the chunk that could not be replayed, and why. */
        String failure;
        long positions;

        void add(long id, Setup start, Variant variant, byte[] ranks) {
            ids[size] = id;
            starts[size] = start;
            variants[size] = variant;
            moves[size++] = ranks;
        }
    }
}
