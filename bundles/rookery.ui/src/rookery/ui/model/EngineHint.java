package rookery.ui.model;

import rookery.chess.Move;

/** The engine's current best move for the position with Polyglot key {@code positionKey}; {@code Move.NONE} for none. */
public record EngineHint(long positionKey, int move) {
    public static final EngineHint NONE = new EngineHint(0, Move.NONE);
}
