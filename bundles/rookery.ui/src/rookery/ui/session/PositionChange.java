package rookery.ui.session;

import rookery.chess.Position;
import rookery.ui.game.GameTree;
import rookery.ui.game.MoveNode;

/**
 * The current game and the node shown, with the position there (with the game's history, for
 * repetitions); {@code gameEdited} when the game was replaced or edited (topic {@link Topics#GAME}),
 * else only the node shown moved (topic {@link Topics#POSITION}).
 */
public record PositionChange(GameTree game, MoveNode node, Position position, boolean gameEdited) implements SessionEvent {
    public PositionChange {
        position = position.copy();
    }

    /** A private copy each call: receivers may play moves on it. */
    @Override
    public Position position() {
        return position.copy();
    }

    @Override
    public String topic() {
        return gameEdited ? Topics.GAME : Topics.POSITION;
    }
}
