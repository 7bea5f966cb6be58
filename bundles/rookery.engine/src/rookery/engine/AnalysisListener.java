package rookery.engine;

/**
 * Receives an analysis as it runs. Calls come from the engine's own thread, never the caller's
 * (a UI must hand them over to its display thread), in order: lines, then exactly one of
 * {@link #onFinished} or {@link #onError}.
 */
public interface AnalysisListener {

    /** A line of analysis: each multi-PV line at each completed depth, and bounds while it fails high or low. */
    void onLine(AnalysisLine line);

    /** The search ended (by its limits or by {@link Engine#stop()}). */
    void onFinished(BestMove bestMove);

    /** The engine failed (crashed, hung, spoke garbage); it has been cleaned up and can be started again. */
    default void onError(EngineException error) {
    }
}
