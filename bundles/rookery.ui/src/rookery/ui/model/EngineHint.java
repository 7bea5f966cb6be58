package rookery.ui.model;

import java.util.List;

import rookery.engine.Score;

/**
 * What the running engine says about the position with Polyglot key {@code positionKey}: the
 * first move of each of its lines, best first, and the best line's score from the side to move's
 * point of view ({@code null} before the first line).
 */
public record EngineHint(long positionKey, List<Integer> firstMoves, Score score) {
    public static final EngineHint NONE = new EngineHint(0, List.of(), null);

    public EngineHint {
        firstMoves = List.copyOf(firstMoves);
    }
}
