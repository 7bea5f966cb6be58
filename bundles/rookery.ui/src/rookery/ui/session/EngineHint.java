package rookery.ui.session;

import java.util.List;

import rookery.engine.Score;

/**
 * What the running engine says about the position with Polyglot key {@code positionKey}: the
 * first move of each of its lines, best first, and the best line's score from the side to move's
 * point of view ({@code null} before the first line).
 */
public record EngineHint(long positionKey, List<Integer> firstMoves, Score score) implements SessionEvent {
    public static final EngineHint NONE = new EngineHint(0, List.of(), null);

    public EngineHint {
        firstMoves = List.copyOf(firstMoves);
    }

    @Override
    public String topic() {
        return Topics.ENGINE_HINT;
    }
}
