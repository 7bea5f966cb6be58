package rookery.engine;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import java.nio.file.Files;
import java.nio.file.Path;

import rookery.chess.Position;
import rookery.engine.nnue.Network;
import rookery.engine.search.SearchPool;
import rookery.engine.search.SyzygyTree;
import rookery.engine.search.TablebaseTree;
import rookery.tablebase.Tablebases;
import rookery.tablebase.syzygy.SyzygyTablebases;

/**
 * Rookery's own engine behind the {@link Engine} API. Threads, hash size and multi-PV come with
 * each {@link #start} ({@link AnalysisOptions}); its own options are "Move Overhead" (ms kept
 * back from the clock), the "Clear Hash" button and "Tablebase Path" (a folder of Rookery's
 * endgame tables, by default {@link Tablebases#defaultDirectory()} when it exists; empty for none),
 * used at the root ({@link TablebaseRoot}) and inside the search ({@link TablebaseTree}), and
 * Stockfish's Syzygy options: "SyzygyPath" (folders separated by ':'), "SyzygyProbeDepth",
 * "SyzygyProbeLimit" and "Syzygy50MoveRule", used at the root ({@link SyzygyRoot}) and inside the
 * search ({@link SyzygyTree}); "Evaluation" ({@value #CLASSICAL}, the hand-written evaluation, or
 * {@value #NNUE}, the network) and "EvalFile" (a network file; {@value #BUILT_IN_NETWORK} or empty
 * for the one this bundle ships).
 */
public final class BuiltinEngine implements Engine {

    public static final String NAME = "Rookery 0.1";
    public static final String AUTHOR = "the Rookery developers";

    private static final long DEFAULT_OVERHEAD = 30;
    private static final long STOP_WAIT_LIMIT_MILLIS = 2_000;
    private static final int WARM_UP_POSITIONS = 8;
    private static final long WARM_UP_NODES = 100_000;
    private static final int DEFAULT_SYZYGY_PROBE_DEPTH = 1;
    private static final int MAX_SYZYGY_PROBE_DEPTH = 100;

    public static final String CLASSICAL = "classical";
    public static final String NNUE = "nnue";
    public static final String BUILT_IN_NETWORK = "<built-in>";
    private static final String DEFAULT_EVALUATION = CLASSICAL;

    private final SearchPool pool = new SearchPool(1, AnalysisOptions.DEFAULT.hashMb());
    private Thread searchThread;
    private CountDownLatch finished = new CountDownLatch(0);
    private Tablebases tablebases = Files.isDirectory(Tablebases.defaultDirectory()) ? Tablebases.open(Tablebases.defaultDirectory()) : null;
    private SyzygyTablebases syzygy;
    private int syzygyProbeDepth = DEFAULT_SYZYGY_PROBE_DEPTH;
    private int syzygyProbeLimit = SyzygyTablebases.MAX_PIECES;
    private boolean syzygyFiftyMoveRule = true;
    private String evaluation = DEFAULT_EVALUATION;
    /** The network EvalFile names, read when first needed; null until then for the built-in one. */
    private Network network;
    private String evalFile = BUILT_IN_NETWORK;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<EngineOption> options() {
        String path = tablebases == null ? "" : tablebases.directory().toString();
        return List.of(EngineOption.spin("Move Overhead", DEFAULT_OVERHEAD, 0, 5000), EngineOption.button("Clear Hash"),
                new EngineOption("Tablebase Path", EngineOption.Type.STRING, path, 0, 0, List.of()),
                new EngineOption("SyzygyPath", EngineOption.Type.STRING, "", 0, 0, List.of()),
                EngineOption.spin("SyzygyProbeDepth", DEFAULT_SYZYGY_PROBE_DEPTH, 1, MAX_SYZYGY_PROBE_DEPTH),
                EngineOption.check("Syzygy50MoveRule", true),
                EngineOption.spin("SyzygyProbeLimit", SyzygyTablebases.MAX_PIECES, 0, SyzygyTablebases.MAX_PIECES),
                new EngineOption("Evaluation", EngineOption.Type.COMBO, DEFAULT_EVALUATION, 0, 0, List.of(NNUE, CLASSICAL)),
                new EngineOption("EvalFile", EngineOption.Type.STRING, BUILT_IN_NETWORK, 0, 0, List.of()));
    }

    @Override
    public void setOption(String name, String value) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "move overhead" -> {
                long millis = parseSpin(name, value, 0, 5000);
                pool.setMoveOverhead(millis);
            }
            case "clear hash" -> {
                awaitIdle();
                pool.clear();
            }
            case "tablebase path" -> {
                Path folder = Path.of(value.trim());
                if (!value.isBlank() && !Files.isDirectory(folder)) {
                    throw new IllegalArgumentException("Tablebase Path: no such folder '" + value + "'");
                }
                awaitIdle();
                tablebases = value.isBlank() ? null : Tablebases.open(folder);
            }
            case "syzygypath" -> {
                awaitIdle();
                syzygy = value.isBlank() || value.trim().equals("<empty>") ? null : openSyzygy(value.trim());
            }
            case "syzygyprobedepth" -> syzygyProbeDepth = (int) parseSpin(name, value, 1, MAX_SYZYGY_PROBE_DEPTH);
            case "syzygyprobelimit" -> syzygyProbeLimit = (int) parseSpin(name, value, 0, SyzygyTablebases.MAX_PIECES);
            case "syzygy50moverule" -> syzygyFiftyMoveRule = parseCheck(name, value);
            case "evaluation" -> {
                String chosen = value.trim().toLowerCase(Locale.ROOT);
                if (!chosen.equals(NNUE) && !chosen.equals(CLASSICAL)) {
                    throw new IllegalArgumentException("Evaluation is " + NNUE + " or " + CLASSICAL + ", not '" + value + "'");
                }
                awaitIdle();
                if (!chosen.equals(evaluation)) {
                    // The hash keeps static evaluations, which the other evaluation would not have given.
                    pool.clear();
                }
                evaluation = chosen;
            }
            case "evalfile" -> {
                String file = value.trim();
                boolean builtIn = file.isEmpty() || file.equals("<empty>") || file.equals(BUILT_IN_NETWORK);
                Network read = builtIn ? null : readNetwork(file);
                awaitIdle();
                network = read;
                evalFile = builtIn ? BUILT_IN_NETWORK : file;
                pool.clear();
            }
            default -> throw new IllegalArgumentException("unknown option '" + name + "' (the built-in engine has "
                    + "Move Overhead, Clear Hash, Tablebase Path, SyzygyPath, SyzygyProbeDepth, SyzygyProbeLimit, Syzygy50MoveRule,"
                    + " Evaluation and EvalFile;"
                    + " Hash, Threads and MultiPV are analysis options)");
        }
    }

    /** The network of a file, or a message naming it and what is wrong, which keeps the network in use. */
    private Network readNetwork(String file) {
        try {
            return Network.read(Path.of(file));
        } catch (IOException | java.nio.file.InvalidPathException e) {
            String problem = e instanceof java.nio.file.NoSuchFileException ? file + ": no such file" : e.getMessage();
            throw new IllegalArgumentException("EvalFile: " + problem + "; keeping the network " + evalFile);
        }
    }

    /** The network the searches use when Evaluation is nnue: EvalFile's, or the built-in one. */
    private Network network() {
        if (network == null) {
            network = Network.builtIn();
        }
        return network;
    }

    private static SyzygyTablebases openSyzygy(String folders) {
        try {
            return SyzygyTablebases.open(folders);
        } catch (IOException e) {
            throw new IllegalArgumentException("SyzygyPath: " + e.getMessage(), e);
        }
    }

    private static boolean parseCheck(String name, String value) {
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(name + " is true or false, not '" + value + "'");
        };
    }

    private static long parseSpin(String name, String value, long min, long max) {
        try {
            long parsed = Long.parseLong(value.trim());
            if (parsed < min || parsed > max) {
                throw new IllegalArgumentException(name + " must be between " + min + " and " + max + ", not " + parsed);
            }
            return parsed;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " needs a whole number, not '" + value + "'");
        }
    }

    @Override
    public void newGame() {
        awaitIdle();
        pool.clear();
    }

    /**
     * Searches the first {@link #WARM_UP_POSITIONS} {@link Bench} positions {@link #WARM_UP_NODES}
     * nodes each, then forgets them: the JVM compiles the search while it runs, and a process's
     * first searches run at a fraction of the later speed (the first position of a test suite
     * at one second was found in 0.6 s once warm, and not at all cold). About a second.
     */
    @Override
    public void warmUp() {
        AnalysisListener ignored = new AnalysisListener() {
            @Override
            public void onLine(AnalysisLine line) {
            }

            @Override
            public void onFinished(BestMove bestMove) {
            }
        };
        try {
            for (String fen : Bench.POSITIONS.subList(0, WARM_UP_POSITIONS)) {
                start(Position.fromFen(fen), Limits.nodes(WARM_UP_NODES), AnalysisOptions.DEFAULT, ignored);
                finished.await();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        newGame();
    }

    @Override
    public synchronized void start(Position position, Limits limits, AnalysisOptions options, AnalysisListener listener) {
        awaitIdle();
        pool.configure(options.threads(), options.hashMb());
        pool.setNetwork(evaluation.equals(NNUE) ? network() : null);
        Position searched = position.copy();
        SyzygyRoot.Restriction syzygyRoot = SyzygyRoot.restrict(syzygy, position.copy(), limits, syzygyProbeLimit, syzygyFiftyMoveRule);
        Limits effective = TablebaseRoot.restrict(tablebases, position, syzygyRoot.limits());
        Tablebases tables = tablebases;
        SyzygyTree syzygyTree = syzygy == null ? null
                : new SyzygyTree(syzygy, syzygyProbeLimit, syzygyProbeDepth, syzygyFiftyMoveRule, !syzygyRoot.rankedByDtz(), syzygyRoot.probes());
        Position root = position.copy();
        pool.arm(effective);
        CountDownLatch done = new CountDownLatch(1);
        finished = done;
        searchThread = new Thread(() -> {
            try {
                TablebaseTree tree = TablebaseTree.forRoot(tables, root);
                BestMove best = pool.search(searched, effective, options.multiPv(), tree, syzygyTree, listener::onLine);
                listener.onFinished(best);
            } catch (RuntimeException | Error e) {
                listener.onError(new EngineException("the built-in engine failed: " + e, e));
            } finally {
                done.countDown();
            }
        }, "rookery-search");
        searchThread.setDaemon(true);
        searchThread.start();
    }

    private void awaitIdle() {
        pool.stop();
        try {
            finished.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void ponderHit() {
        pool.ponderHit();
    }

    /**
     * Returns once the search has ended and its result is delivered: the workers look at the stop
     * flag at every node, so that takes a millisecond or so (StopLatencyBenchmark). The wait is
     * bounded only so that a listener calling stop() from the search's own thread cannot wait
     * for itself.
     */
    @Override
    public void stop() {
        pool.stop();
        try {
            finished.await(STOP_WAIT_LIMIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public boolean awaitFinished(long timeoutMillis) throws InterruptedException {
        return finished.await(timeoutMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    public boolean isSearching() {
        return finished.getCount() > 0;
    }

    @Override
    public void close() {
        awaitIdle();
    }
}
