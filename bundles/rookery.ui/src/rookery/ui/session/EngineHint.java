package rookery.ui.session;

import java.util.List;

import rookery.engine.Score;

/**
 * What an engine of the Engine part says about the position with Polyglot key {@code positionKey}:
 * the first move of each of its lines, best first, and the best line's score from the side to
 * move's point of view ({@code null} before the first line). {@code pane} tells the engines
 * analysing side by side apart (0 the first, 1 the second), each with its own arrows.
 */
public record EngineHint(int pane, long positionKey, List<Integer> firstMoves, Score score) implements SessionEvent {
    /** The Engine part's panes: two engines analyse side by side. */
    public static final int PANES = 2;

    public EngineHint {
        if (pane < 0 || pane >= PANES) {
            throw new IllegalArgumentException("no engine pane " + pane);
        }
        firstMoves = List.copyOf(firstMoves);
    }

    /** Nothing said by the engine of {@code pane} (it stopped). */
    public static EngineHint none(int pane) {
        return new EngineHint(pane, 0, List.of(), null);
    }

    @Override
    public String topic() {
        return Topics.ENGINE_HINT;
    }
}
