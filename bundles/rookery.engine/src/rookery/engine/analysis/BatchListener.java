package rookery.engine.analysis;

import java.util.List;

/**
 * Receives a batch's games in input order, on the thread that runs the batch, except
 * {@link #positionDone()}, which the workers call as they go (it must be thread-safe).
 */
public interface BatchListener<T> {

    void analysed(T game, List<PositionAnalysis> positions);

    /** The game was skipped: its moves cannot be replayed, or the engine failed twice on it. */
    void failed(T game, String reason);

    default void positionDone() {
    }
}
