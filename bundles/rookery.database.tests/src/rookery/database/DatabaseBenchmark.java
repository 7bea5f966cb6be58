package rookery.database;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import rookery.chess.Position;

/**
 * The database benchmark of docs/benchmarks.md: imports PGN files into a new database, then times
 * explore (unfiltered and with an Elo filter) and games queries on positions sampled from the
 * imported games, and explore of the positions with the most games. Not a test: run it with its main method.
 *
 * <pre>DatabaseBenchmark NEW_FOLDER THREADS FILE...</pre>
 */
public final class DatabaseBenchmark {

    private static final int POSITIONS = 1000;
    private static final int WARM_UP = 300;

    private DatabaseBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: DatabaseBenchmark NEW_FOLDER THREADS FILE...");
            System.exit(2);
        }
        Path folder = Path.of(args[0]);
        if (Files.exists(folder)) {
            System.err.println(folder + " exists; the benchmark imports into a new folder");
            System.exit(2);
        }
        int threads = Integer.parseInt(args[1]);
        List<Path> files = Arrays.stream(args, 2, args.length).map(Path::of).toList();
        long pgnBytes;
        HeapWatch heap = new HeapWatch();
        heap.start();
        try (OpeningDatabase database = OpeningDatabase.open(folder)) {
            ImportSummary summary = database.importFiles(files, ImportOptions.defaults().withThreads(threads),
                    progress -> System.err.printf("\r%d games, %.0f games/s   ", progress.imported(), progress.gamesPerSecond()));
            heap.stopWatching();
            System.err.println();
            System.out.printf("import: %d games (%d duplicates, %d rejected) in %.1f s = %.0f games/s, %d commits, threads %d%n",
                    summary.imported(), summary.duplicates(), summary.rejected(), summary.elapsedNanos() / 1e9,
                    summary.gamesPerSecond(), summary.batches(), threads);
            System.out.printf("heap: peak in use %d MB, peak live after a collection %d MB (max heap %d MB)%n",
                    heap.peak / (1 << 20), heap.peakAfterCollection / (1 << 20), Runtime.getRuntime().maxMemory() / (1 << 20));
            List<Position> positions = sample(database, new Random(42), WARM_UP + POSITIONS);
            time("explore unfiltered", positions, position -> database.explore(position, ExploreFilter.NONE));
            time("explore min Elo 2500", positions, position -> database.explore(position, ExploreFilter.NONE.withElo(2500, 0)));
            time("explore 1990-2010, Elo 2400-2700", positions,
                    position -> database.explore(position, ExploreFilter.NONE.withElo(2400, 2700).withYears(1990, 2010)));
            time("games reaching, top 20 by Elo", positions, position -> database.games(position, "", GameSort.ELO, 20));
            time("games query player:carlsen, top 20 by date", positions,
                    position -> database.games(null, "player:carlsen", GameSort.DATE, 20));
            worstCases(database);
            pgnBytes = summary.bytes();
        }
        long databaseBytes;
        try (Stream<Path> all = Files.walk(folder)) {
            databaseBytes = all.filter(Files::isRegularFile).mapToLong(file -> file.toFile().length()).sum();
        }
        System.out.printf("size after closing: database %.1f MB, PGN %.1f MB, ratio %.2f%n", databaseBytes / 1e6, pgnBytes / 1e6,
                (double) databaseBytes / pgnBytes);
    }

    /** Positions within the ply limit of games picked at random. */
    private static List<Position> sample(OpeningDatabase database, Random random, int count) throws Exception {
        long games = database.gameCount();
        List<Position> positions = new ArrayList<>(count);
        while (positions.size() < count) {
            Game game = database.game(1 + random.nextLong(games));
            if (game == null) {
                continue;
            }
            int[] moves = game.moves();
            int plies = random.nextInt(Math.min(moves.length, database.settings().maxPly()) + 1);
            Position position = game.startPosition();
            for (int ply = 0; ply < plies; ply++) {
                position.play(moves[ply]);
            }
            positions.add(position);
        }
        return positions;
    }

    /** The positions with the most games, where a filtered explore tallies every game: median of 15 runs each. */
    private static void worstCases(OpeningDatabase database) throws Exception {
        for (String moves : List.of("", "1. e4", "1. d4", "1. e4 c5", "1. d4 Nf6 2. c4")) {
            Position position = Position.startpos();
            MoveText.play(position, moves);
            List<Position> same = Collections.nCopies(15, position);
            timeRepeated("explore " + (moves.isEmpty() ? "start" : moves) + ", unfiltered", same,
                    at -> database.explore(at, ExploreFilter.NONE));
            timeRepeated("explore " + (moves.isEmpty() ? "start" : moves) + ", Elo >= 2500", same,
                    at -> database.explore(at, ExploreFilter.NONE.withElo(2500, 0)));
        }
    }

    private static void timeRepeated(String name, List<Position> positions, Query query) throws Exception {
        long[] nanos = new long[positions.size()];
        for (int i = 0; i < nanos.length; i++) {
            long start = System.nanoTime();
            query.run(positions.get(i));
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        System.out.printf("%-45s median %6.2f ms  max %6.2f ms  (%d runs)%n", name, nanos[nanos.length / 2] / 1e6,
                nanos[nanos.length - 1] / 1e6, nanos.length);
    }

    private interface Query {
        Object run(Position position) throws Exception;
    }

    private static void time(String name, List<Position> positions, Query query) throws Exception {
        for (Position position : positions.subList(0, WARM_UP)) {
            query.run(position);
        }
        long[] nanos = new long[POSITIONS];
        for (int i = 0; i < POSITIONS; i++) {
            long start = System.nanoTime();
            query.run(positions.get(WARM_UP + i));
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        System.out.printf("%-45s p50 %6.2f ms  p99 %6.2f ms  max %6.2f ms  (%d positions)%n", name, nanos[POSITIONS / 2] / 1e6,
                nanos[POSITIONS * 99 / 100] / 1e6, nanos[POSITIONS - 1] / 1e6, POSITIONS);
    }

    /** Samples the heap every 50 ms: the largest use, and the largest use left after a collection. */
    private static final class HeapWatch extends Thread {
        volatile long peak;
        volatile long peakAfterCollection;
        private volatile boolean watching = true;

        HeapWatch() {
            super("heap-watch");
            setDaemon(true);
        }

        @Override
        public void run() {
            while (watching) {
                long used = 0;
                long afterCollection = 0;
                for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                    if (pool.getType() == MemoryType.HEAP) {
                        used += pool.getUsage().getUsed();
                        afterCollection += pool.getCollectionUsage() == null ? 0 : pool.getCollectionUsage().getUsed();
                    }
                }
                peak = Math.max(peak, used);
                peakAfterCollection = Math.max(peakAfterCollection, afterCollection);
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        void stopWatching() {
            watching = false;
        }
    }
}
