package rookery.pgn;

import java.util.Arrays;
import java.util.List;

import rookery.chess.Move;

/** Adds an analysis to a game's main line, keeping what the game already has. */
public final class Annotations {

    private Annotations() {
    }

    /**
     * A copy of {@code game} whose main-line moves carry the annotations, the first for the first
     * move; an existing {@code [%eval]} is replaced, a NAG already there is not repeated, a variation
     * goes after those the move already has.
     *
     * @throws IllegalArgumentException if there are more annotations than main-line moves
     */
    public static PgnGame apply(PgnGame game, List<MoveAnnotation> annotations) {
        GameNode root = game.hasTree() ? copy(game.root(), new GameNode(game.root().move())) : mainlineTree(game.mainline());
        GameNode node = root;
        for (MoveAnnotation annotation : annotations) {
            GameNode parent = node;
            node = node.mainChild();
            if (node == null) {
                throw new IllegalArgumentException("more annotations than moves: " + annotations.size());
            }
            node.replaceComment(CommentCommands.withCommand(node.comment(), "eval",
                    annotation.evaluation() == null ? null : annotation.evaluation().pgn()));
            if (annotation.remark() != null) {
                node.appendComment(annotation.remark());
            }
            if (annotation.nag() != 0 && Arrays.stream(node.nags()).noneMatch(n -> n == annotation.nag())) {
                node.addNag(annotation.nag());
            }
            if (!annotation.variation().isEmpty()) {
                GameNode line = parent;
                for (int move : annotation.variation()) {
                    line = line.addChild(move);
                }
            }
        }
        return game.withRoot(root);
    }

    private static GameNode copy(GameNode from, GameNode to) {
        to.replaceComment(from.comment());
        to.replaceStartingComment(from.startingComment());
        for (int nag : from.nags()) {
            to.addNag(nag);
        }
        for (GameNode child : from.children()) {
            copy(child, to.addChild(child.move()));
        }
        return to;
    }

    private static GameNode mainlineTree(int[] mainline) {
        GameNode root = new GameNode(Move.NONE);
        GameNode node = root;
        for (int move : mainline) {
            node = node.addChild(move);
        }
        return root;
    }
}
