package rookery.engine.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import rookery.chess.Color;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisListener;
import rookery.engine.BestMove;
import rookery.engine.EngineException;
import rookery.engine.Score;

/**
 * Keeps the deepest line of each multi-PV index of one search, an exact one over a bound when
 * the engine gave both, and waits for the search's end.
 */
final class LineCollector implements AnalysisListener {

    private final AnalysisLine[] lines;
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile EngineException error;

    LineCollector(int multiPv) {
        lines = new AnalysisLine[multiPv];
    }

    @Override
    public synchronized void onLine(AnalysisLine line) {
        int index = line.multiPv() - 1;
        if (index < 0 || index >= lines.length || line.pv().isEmpty()) {
            return;
        }
        AnalysisLine kept = lines[index];
        boolean exact = line.score().bound() == Score.Bound.EXACT;
        if (kept == null || exact || kept.score().bound() != Score.Bound.EXACT) {
            lines[index] = line;
        }
    }

    @Override
    public void onFinished(BestMove bestMove) {
        done.countDown();
    }

    @Override
    public void onError(EngineException e) {
        error = e;
        done.countDown();
    }

    /** Waits for the end of the search; false when it did not end in time. */
    boolean await(long timeoutMillis) throws InterruptedException {
        boolean ended = done.await(timeoutMillis, TimeUnit.MILLISECONDS);
        if (error != null) {
            throw error;
        }
        return ended;
    }

    synchronized PositionAnalysis result(Color sideToMove) {
        List<EvaluatedLine> found = new ArrayList<>();
        Arrays.stream(lines).takeWhile(line -> line != null)
                .forEach(line -> found.add(new EvaluatedLine(Eval.of(line.score(), sideToMove), line.pv())));
        if (found.isEmpty()) {
            throw new EngineException("the engine ended its search without a line");
        }
        return new PositionAnalysis(found.get(0).eval(), found, lines[0].depth(), lines[0].nodes());
    }
}
