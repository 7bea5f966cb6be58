package rookery.engine.analysis;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.Iterator;
import java.util.Set;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.Supplier;

import rookery.engine.AnalysisOptions;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.Limits;

/**
 * Analyses many games at once: each of {@code workers} threads owns one engine (single-threaded
 * searches, so the workers split the cores) and analyses whole games with a {@link GameAnalyser}.
 * A game on which the engine fails is tried once more with a fresh engine. Results reach the
 * listener in input order, so whatever it writes is a prefix of the input when the batch is
 * interrupted.
 */
public final class BatchAnalyser {

    private final Supplier<Engine> engines;
    private final int workers;
    private final Limits limits;
    private final AnalysisOptions options;
    private final long stallMillis;

    public BatchAnalyser(Supplier<Engine> engines, int workers, Limits limits, AnalysisOptions options, long stallMillis) {
        if (workers < 1) {
            throw new IllegalArgumentException("at least one worker is needed: " + workers);
        }
        this.engines = engines;
        this.workers = workers;
        this.limits = limits;
        this.options = options.withThreads(1);
        this.stallMillis = stallMillis;
    }

    /** Analyses every game; returns when all are delivered, or throws when interrupted (the workers' engines closed). */
    public <T> void run(Iterator<T> games, Function<T, GameInput> input, BatchListener<T> listener) throws InterruptedException {
        Set<Engine> opened = Collections.newSetFromMap(new ConcurrentHashMap<>());
        ThreadLocal<Engine[]> ownEngine = ThreadLocal.withInitial(() -> new Engine[1]);
        ExecutorService pool = Executors.newFixedThreadPool(workers, runnable -> {
            Thread thread = new Thread(runnable, "analysis worker");
            thread.setDaemon(true);
            return thread;
        });
        Deque<Pending<T>> pending = new ArrayDeque<>();
        try {
            while (games.hasNext()) {
                T game = games.next();
                GameInput gameInput = input.apply(game);
                pending.add(new Pending<>(game, pool.submit(() -> analyseWithRetry(gameInput, ownEngine.get(), opened, listener))));
                while (!pending.isEmpty() && (pending.size() > 2 * workers || pending.peek().result.isDone())) {
                    deliver(pending.poll(), listener);
                }
            }
            while (!pending.isEmpty()) {
                deliver(pending.poll(), listener);
            }
        } finally {
            pool.shutdownNow();
            opened.forEach(Engine::stop);
            opened.forEach(Engine::close);
        }
    }

    private record Pending<T>(T game, Future<Outcome> result) {
    }

    /** The positions, or why the game was skipped. */
    private record Outcome(List<PositionAnalysis> positions, String failure) {
    }

    private <T> void deliver(Pending<T> pending, BatchListener<T> listener) throws InterruptedException {
        Outcome outcome;
        try {
            outcome = pending.result.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("analysis worker failed", e.getCause());
        }
        if (outcome.failure == null) {
            listener.analysed(pending.game, outcome.positions);
        } else {
            listener.failed(pending.game, outcome.failure);
        }
    }

    private Outcome analyseWithRetry(GameInput game, Engine[] own, Set<Engine> opened, BatchListener<?> listener)
            throws InterruptedException {
        EngineException first = null;
        for (int attempt = 0; attempt < 2; attempt++) {
            try {
                if (own[0] == null) {
                    own[0] = engines.get();
                    opened.add(own[0]);
                }
                GameAnalyser analyser = new GameAnalyser(own[0], limits, options, stallMillis);
                return new Outcome(analyser.analyse(game.start(), game.moves(), (done, total) -> listener.positionDone()), null);
            } catch (UnanalysableGameException e) {
                return new Outcome(List.of(), e.getMessage());
            } catch (EngineException e) {
                first = first == null ? e : first;
                if (own[0] != null) {
                    opened.remove(own[0]);
                    own[0].close();
                    own[0] = null;
                }
            }
        }
        return new Outcome(List.of(), "the engine failed twice (" + first.getMessage() + ")");
    }
}
