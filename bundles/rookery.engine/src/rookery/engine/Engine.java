package rookery.engine;

import java.util.List;

import rookery.chess.Position;

/**
 * An analysis engine: the built-in one ({@link BuiltinEngine}) or an external UCI process
 * ({@link rookery.engine.uci.UciEngine}); callers treat both alike. One search at a time; it
 * runs on the engine's threads and reports to an {@link AnalysisListener}. Not meant to be
 * called from several threads at once, except {@link #stop()}, which any thread may call.
 */
public interface Engine extends AutoCloseable {

    /** The engine's name (UCI {@code id name}). */
    String name();

    /** The options it offers (UCI {@code option} lines). */
    List<EngineOption> options();

    /**
     * Sets an option by name (case-insensitive), e.g. "Hash", "Threads", "MultiPV", "UCI_Chess960";
     * a button takes no value. Takes effect at the next {@link #start}.
     *
     * @throws IllegalArgumentException for an unknown option or a value out of range
     */
    void setOption(String name, String value);

    /** The next positions belong to a new game: forget what was learnt (the hash). */
    void newGame();

    /**
     * Gets ready for timed searches, before the clock runs; then forgets what was learnt, like
     * {@link #newGame()}. An external engine process is ready as it is.
     */
    default void warmUp() {
    }

    /**
     * Starts analysing {@code position} (with its history, for repetitions). A search still
     * running is stopped first and its result delivered. Returns at once.
     *
     * @throws EngineException if an external engine cannot be (re)started
     */
    void start(Position position, Limits limits, AnalysisOptions options, AnalysisListener listener);

    /** The opponent played the expected move: a {@code ponder} search now runs on the clock. */
    void ponderHit();

    /**
     * Asks the running search to stop and returns within 50 ms; the listener then gets its
     * {@link AnalysisListener#onFinished} (for the built-in engine before this returns).
     */
    void stop();

    /** Waits until the running search (if any) has delivered its result; false on timeout. */
    boolean awaitFinished(long timeoutMillis) throws InterruptedException;

    boolean isSearching();

    /** Stops any search and releases the engine (threads, process). */
    @Override
    void close();
}
