package rookery.ui.model;

import rookery.chess.Position;

/** The current game and the node shown, with the position there (with the game's history, for repetitions). */
public record PositionChange(GameTree game, MoveNode node, Position position) {
    public PositionChange {
        position = position.copy();
    }

    /** A private copy each call: receivers may play moves on it. */
    @Override
    public Position position() {
        return position.copy();
    }
}
