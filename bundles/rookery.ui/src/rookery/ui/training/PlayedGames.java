package rookery.ui.training;

import rookery.ui.game.GameTree;
import rookery.ui.game.MoveNode;

/** A game played against the database as the workbench's game: its start and moves, to save or review. */
public final class PlayedGames {

    private PlayedGames() {
    }

    public static GameTree tree(PlayDatabaseWindow.Game game) {
        GameTree tree = GameTree.of(game.start().toSetup(), game.start().variant());
        MoveNode node = tree.root();
        for (int move : game.moves()) {
            node = tree.add(node, move);
        }
        return tree;
    }
}
