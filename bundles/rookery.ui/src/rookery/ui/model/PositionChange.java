package rookery.ui.model;

import rookery.chess.Position;

/**
 * The current game and the node shown; {@link #position()} is a private copy the receiver may
 * play on (it carries the game's history for repetitions).
 */
public record PositionChange(GameTree game, MoveNode node, Position position) {
}
