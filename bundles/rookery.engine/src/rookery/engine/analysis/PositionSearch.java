package rookery.engine.analysis;

import rookery.chess.Position;
import rookery.engine.AnalysisOptions;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.Limits;

/** One search of a position to a limit, waited for: its evaluation and lines, or the engine's failure. */
public final class PositionSearch {

    private PositionSearch() {
    }

    /**
     * Searches {@code position} (which must have legal moves).
     *
     * @param stallMillis how long the search may go beyond its own time limit before the engine counts as hung
     * @throws EngineException if the engine fails or does not answer in time
     */
    public static PositionAnalysis analyse(Engine engine, Position position, Limits limits, AnalysisOptions options, long stallMillis)
            throws InterruptedException {
        LineCollector collector = new LineCollector(options.multiPv());
        engine.start(position.copy(), limits, options, collector);
        if (!collector.await(limits.moveTimeMillis() + stallMillis)) {
            engine.stop();
            throw new EngineException("the engine did not finish its search within " + (limits.moveTimeMillis() + stallMillis)
                    + " ms on " + position.fen());
        }
        return collector.result(position.turn());
    }
}
