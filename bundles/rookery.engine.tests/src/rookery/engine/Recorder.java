package rookery.engine;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import rookery.chess.Position;

/** Collects what an engine reports, for tests. */
public final class Recorder implements AnalysisListener {

    public final List<AnalysisLine> lines = new CopyOnWriteArrayList<>();
    public volatile BestMove bestMove;
    public volatile EngineException error;
    private final CountDownLatch done = new CountDownLatch(1);

    @Override
    public void onLine(AnalysisLine line) {
        lines.add(line);
    }

    @Override
    public void onFinished(BestMove move) {
        bestMove = move;
        done.countDown();
    }

    @Override
    public void onError(EngineException e) {
        error = e;
        done.countDown();
    }

    public boolean isDone() {
        return done.getCount() == 0;
    }

    public void await() throws InterruptedException {
        if (!done.await(60, TimeUnit.SECONDS)) {
            throw new AssertionError("the engine did not finish within a minute");
        }
    }

    public AnalysisLine last() {
        return lines.get(lines.size() - 1);
    }

    /** Runs the built-in engine on a position to the limits and returns what it reported. */
    public static Recorder run(Position position, Limits limits, AnalysisOptions options) throws InterruptedException {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Recorder recorder = new Recorder();
            engine.start(position, limits, options, recorder);
            recorder.await();
            return recorder;
        }
    }

    public static Recorder run(String fen, Limits limits) throws InterruptedException {
        return run(Position.fromFen(fen), limits, new AnalysisOptions(1, 1, 16));
    }
}
