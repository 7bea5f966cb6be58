package rookery.engine.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import rookery.chess.Move;
import rookery.engine.AnalysisLine;
import rookery.engine.BestMove;
import rookery.engine.Limits;
import rookery.engine.Score;
import rookery.chess.Position;
import rookery.engine.nnue.Network;

/**
 * Runs a search on several threads sharing one transposition table (Lazy SMP): the calling
 * thread runs the main worker, which keeps the limits, reports and chooses the move; helpers
 * search the same root on their own threads and help it through the table. Also owns what
 * lasts between searches: the table and the workers' move-ordering histories.
 */
public final class SearchPool {

    private final TranspositionTable table;
    private final List<SearchWorker> workers = new ArrayList<>();
    private final Object wakeUp = new Object();
    private volatile boolean stopped;
    private volatile boolean pondering;
    private long moveOverheadMillis = 30;
    private volatile Network network;

    private Limits limits;
    private TimeManager time;
    private long startNanos;
    private Consumer<AnalysisLine> reporter;
    private SyzygyTree syzygy;
    private int lastReportedMove;
    private int previousBest;
    private double bestMoveChanges;

    public SearchPool(int threads, int hashMb) {
        table = new TranspositionTable(hashMb);
        configure(threads, hashMb);
    }

    /** Resizes the pool and the table (which clears it) when they differ; call between searches. */
    public void configure(int threads, int hashMb) {
        if (table.megabytes() != hashMb) {
            table.resize(hashMb);
        }
        while (workers.size() < threads) {
            workers.add(new SearchWorker(workers.size(), this));
        }
        while (workers.size() > threads) {
            workers.remove(workers.size() - 1);
        }
    }

    /** The network the next searches evaluate with, or null for the classical evaluation. */
    public void setNetwork(Network evaluation) {
        network = evaluation;
    }

    Network network() {
        return network;
    }

    public void setMoveOverhead(long millis) {
        moveOverheadMillis = millis;
    }

    /** Forgets everything learnt: a new game. */
    public void clear() {
        table.clear();
        workers.forEach(SearchWorker::clearHistory);
    }

    /** Stops the running search soon (the search checks the flag at every node). */
    public void stop() {
        stopped = true;
        synchronized (wakeUp) {
            wakeUp.notifyAll();
        }
    }

    /** The ponder move was played: the search now runs on the clock. */
    public void ponderHit() {
        pondering = false;
        synchronized (wakeUp) {
            wakeUp.notifyAll();
        }
    }

    /**
     * Readies the flags for a search about to start on another thread, so that a
     * {@link #stop()} or {@link #ponderHit()} arriving before it runs is not lost.
     */
    public void arm(Limits searchLimits) {
        stopped = false;
        pondering = searchLimits.ponder();
    }

    boolean isStopped() {
        return stopped;
    }

    /**
     * Searches the position on the calling thread (plus helpers) until the limits or
     * {@link #stop()}; reports lines to {@code reporter} as they complete. Call {@link #arm} first.
     * {@code tablebases} and {@code syzygyTables} (or null) answer endgames inside the tree.
     */
    public BestMove search(Position position, Limits searchLimits, int multiPv, TablebaseTree tablebases, SyzygyTree syzygyTables,
            Consumer<AnalysisLine> lineReporter) {
        limits = searchLimits;
        syzygy = syzygyTables;
        reporter = lineReporter;
        startNanos = System.nanoTime();
        time = TimeManager.of(searchLimits, position.sideToMove() == Position.WHITE, moveOverheadMillis);
        lastReportedMove = Move.NONE;
        previousBest = Move.NONE;
        bestMoveChanges = 0;

        RootMove[] roots = rootMoves(position, searchLimits.searchMoves());
        if (roots.length == 0) {
            Score score = position.isCheck() ? Score.mate(0) : Score.centipawns(0);
            reporter.accept(new AnalysisLine(1, 0, 0, score, 0, 0, table.hashfull(), elapsedMillis(), List.of()));
            waitWhileUnlimited();
            return new BestMove(Move.NONE, Move.NONE);
        }
        table.newSearch();
        int maxDepth = searchLimits.depth() > 0 ? Math.min(searchLimits.depth(), Scores.MAX_PLY - 1) : Scores.MAX_PLY - 1;
        for (SearchWorker worker : workers) {
            worker.prepare(position, roots, multiPv, table, tablebases, syzygyTables);
        }
        List<Thread> helpers = new ArrayList<>();
        for (SearchWorker worker : workers.subList(1, workers.size())) {
            Thread thread = new Thread(() -> worker.iterativeDeepening(maxDepth), "rookery-search-" + worker.id);
            thread.setDaemon(true);
            helpers.add(thread);
            thread.start();
        }
        SearchWorker main = workers.get(0);
        main.iterativeDeepening(maxDepth);
        waitWhileUnlimited();
        stopped = true;
        for (Thread helper : helpers) {
            joinUninterruptibly(helper);
        }

        // The main worker's move is played, never a helper's: a helper's deeper iteration follows a
        // skipped depth, and taking it when its score was at least as good lost more WAC positions
        // than it won (docs/benchmarks.md, "Engine, fourth session").
        RootMove chosen = main.rootMoves[0];
        if (chosen.move != lastReportedMove) {
            reporter.accept(line(main, chosen, 1, Math.max(1, main.completedDepth), Score.Bound.EXACT));
        }
        return new BestMove(chosen.move, ponderMove(position, chosen));
    }

    private static RootMove[] rootMoves(Position position, List<Integer> searchMoves) {
        int[] buffer = new int[Position.MAX_MOVES];
        int count = position.legalMoves(buffer, false);
        List<RootMove> roots = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (searchMoves.isEmpty() || searchMoves.contains(buffer[i])) {
                roots.add(new RootMove(buffer[i]));
            }
        }
        return roots.toArray(RootMove[]::new);
    }

    /** The second move of the line, or the table's move after the best move, if legal. */
    private int ponderMove(Position position, RootMove chosen) {
        if (chosen.pv.length >= 2) {
            return chosen.pv[1];
        }
        Position after = position.copy();
        after.play(chosen.move);
        int candidate = TranspositionTable.move(table.probe(after.key()));
        int[] buffer = new int[Position.MAX_MOVES];
        int count = after.legalMoves(buffer, false);
        for (int i = 0; i < count; i++) {
            if (buffer[i] == candidate && candidate != Move.NONE) {
                return candidate;
            }
        }
        return Move.NONE;
    }

    /** In infinite or ponder mode the result may only be given after stop (or ponderhit). */
    private void waitWhileUnlimited() {
        synchronized (wakeUp) {
            while (!stopped && (limits.isUntilStopped() || pondering)) {
                try {
                    wakeUp.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private static void joinUninterruptibly(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private long totalTbHits() {
        long total = syzygy == null ? 0 : syzygy.rootHits();
        for (SearchWorker worker : workers) {
            total += worker.tbHits;
        }
        return total;
    }

    long totalNodes() {
        long total = 0;
        for (SearchWorker worker : workers) {
            total += worker.nodes;
        }
        return total;
    }

    private long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /** Called by the main worker every 1024 nodes. */
    void checkLimits() {
        if (limits.nodes() > 0 && totalNodes() >= limits.nodes()) {
            stopped = true;
        }
        if (!pondering && time.isLimited() && elapsedMillis() >= time.maximumMillis()) {
            stopped = true;
        }
    }

    void iterationCompleted(SearchWorker main, int depth) {
        for (int i = 0; i < main.multiPv(); i++) {
            reporter.accept(line(main, main.rootMoves[i], i + 1, depth, Score.Bound.EXACT));
        }
        RootMove best = main.rootMoves[0];
        lastReportedMove = best.move;
        bestMoveChanges = bestMoveChanges / 2 + (previousBest != Move.NONE && previousBest != best.move ? 1 : 0);
        previousBest = best.move;
        if (limits.mate() > 0 && best.score >= Scores.mateIn(2 * limits.mate())) {
            stopped = true;
        }
        // A mate found well within the depth will not change: deeper iterations only burn time.
        boolean mateSettled = Math.abs(best.score) >= Scores.MATE_BOUND && depth >= 2 * (Scores.MATE - Math.abs(best.score)) + 4;
        if (mateSettled && !limits.isUntilStopped() && !pondering) {
            stopped = true;
        }
        if (pondering || !time.isFlexible()) {
            return;
        }
        long elapsed = elapsedMillis();
        double factor = Math.min(2.5, 0.55 * (1 + bestMoveChanges));
        boolean onlyMove = main.rootMoves.length == 1 && depth >= 4;
        if (elapsed >= time.optimumMillis() * factor || onlyMove) {
            stopped = true;
        }
    }

    void boundReported(SearchWorker main, int pvIndex, int depth, int bound) {
        if (elapsedMillis() < 2000) {
            return;
        }
        Score.Bound scoreBound = bound == TranspositionTable.BOUND_LOWER ? Score.Bound.LOWER : Score.Bound.UPPER;
        reporter.accept(line(main, main.rootMoves[pvIndex], pvIndex + 1, depth, scoreBound));
    }

    private AnalysisLine line(SearchWorker worker, RootMove rootMove, int multiPv, int depth, Score.Bound bound) {
        int value = rootMove.score != -Scores.INFINITE ? rootMove.score : rootMove.previousScore;
        Score score = value == -Scores.INFINITE ? Score.centipawns(0) : Scores.toScore(value).withBound(bound);
        long nodes = totalNodes();
        long elapsed = elapsedMillis();
        long nps = elapsed > 0 ? nodes * 1000 / elapsed : nodes * 1000;
        List<Integer> pv = new ArrayList<>(rootMove.pv.length);
        for (int move : rootMove.pv) {
            pv.add(move);
        }
        return new AnalysisLine(multiPv, depth, Math.max(depth, rootMove.selDepth), score, nodes, nps, table.hashfull(),
                elapsed, pv, totalTbHits());
    }
}
