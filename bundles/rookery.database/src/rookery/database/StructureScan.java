package rookery.database;

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

import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;

/**
 * Finds the games meeting a {@link StructureQuery} by replaying every stored main line: one thread
 * reads the games table in id order in chunks, the workers replay each game's move blob
 * ({@link MovesBlob}) and test the condition at every position, stopping a game at its first match.
 */
final class StructureScan {

    private static final int CHUNK = 1_024;
    private static final Setup STANDARD = Setup.standard();

    private StructureScan() {
    }

    static StructureMatches scan(Connection connection, long visibleBatch, StructureQuery query, int threads, ScanProgress progress)
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
        List<Future<List<Chunk>>> results = new ArrayList<>();
        for (int i = 0; i < workers; i++) {
            results.add(pool.submit(() -> replay(queue, query)));
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
                        progress.scanned(read, total, read);
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
        int[] plies = new int[matches];
        int at = 0;
        for (Chunk chunk : done) {
            for (int i = 0; i < chunk.size; i++) {
                if (chunk.firstPlies[i] >= 0) {
                    ids[at] = chunk.ids[i];
                    plies[at++] = chunk.firstPlies[i];
                }
            }
        }
        progress.scanned(read, total, positions);
        return new StructureMatches(query, ids, plies, false, positions, (System.nanoTime() - started) / 1_000_000, complete);
    }

    private static List<Chunk> replay(BlockingQueue<Chunk> queue, StructureQuery query) throws InterruptedException {
        List<Chunk> done = new ArrayList<>();
        Replayer replayer = new Replayer(query);
        for (Chunk chunk = queue.take(); chunk != Chunk.END; chunk = queue.take()) {
            for (int i = 0; i < chunk.size; i++) {
                int ply = -1;
                try {
                    ply = replayer.firstPly(chunk.starts[i], chunk.variants[i], chunk.moves[i]);
                } catch (RuntimeException e) {
                    if (chunk.failure == null) {
                        chunk.failure = "game " + chunk.ids[i] + ": " + e.getMessage();
                    }
                }
                chunk.firstPlies[i] = ply;
                if (ply >= 0) {
                    chunk.matches++;
                }
            }
            chunk.positions = replayer.positions;
            replayer.positions = 0;
            chunk.moves = null;
            done.add(chunk);
        }
        return done;
    }

    /** Replays games on one thread, reusing its buffers and the standard start position. */
    static final class Replayer {
        private final StructureQuery query;
        private final int inARow;
        private final int[] buffer = new int[Position.MAX_MOVES];
        private final long[] scratch = new long[64];
        private final Position standardStart = Position.startpos();
        long positions;

        Replayer(StructureQuery query) {
            this.query = query;
            this.inARow = query.positionsInARow();
        }

        /** The first ply of the first stretch of {@code inARow} positions meeting the condition, or -1. */
        int firstPly(Setup start, Variant variant, byte[] ranks) {
            boolean standard = variant == Variant.STANDARD && start.equals(STANDARD);
            Position position = standard ? standardStart : Position.fromSetup(start, variant, true);
            try {
                int run = 0;
                for (int ply = 0;; ply++) {
                    positions++;
                    if (query.test(position)) {
                        if (++run == inARow) {
                            return ply - inARow + 1;
                        }
                    } else {
                        run = 0;
                    }
                    if (ply == ranks.length) {
                        return -1;
                    }
                    int move = MoveCode.atRank(position, ranks[ply] & 0xFF, buffer, scratch);
                    if (move == 0) {
                        throw new IllegalStateException("stored move " + (ply + 1) + " does not exist in " + position.fen());
                    }
                    position.play(move);
                }
            } finally {
                if (standard) {
                    while (standardStart.ply() > 0) {
                        standardStart.undo();
                    }
                }
            }
        }
    }

    /** Games as read from the table, and what the replay found in them. */
    private static final class Chunk {
        static final Chunk END = new Chunk();

        final long[] ids = new long[CHUNK];
        final Setup[] starts = new Setup[CHUNK];
        final Variant[] variants = new Variant[CHUNK];
        byte[][] moves = new byte[CHUNK][];
        final int[] firstPlies = new int[CHUNK];
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
