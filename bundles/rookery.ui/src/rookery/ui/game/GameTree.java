package rookery.ui.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.pgn.CommentCommands;
import rookery.pgn.GameNode;
import rookery.pgn.PgnGame;

/**
 * An editable game: start position, tags and a tree of moves with variations, comments and NAGs.
 * Moves entered where the tree already has them reuse the existing node; a new move where a
 * continuation exists becomes a variation.
 */
public final class GameTree {
    private final Setup start;
    private final Variant variant;
    private final Map<String, String> tags;
    private final MoveNode root;
    private StoredGame stored;

    private GameTree(Setup start, Variant variant, Map<String, String> tags) {
        this.start = start;
        this.variant = variant;
        this.tags = new LinkedHashMap<>(tags);
        Position position = Position.fromSetup(start, variant);
        int startPly = (start.fullmoveNumber() - 1) * 2 + (position.turn() == Color.BLACK ? 1 : 0);
        this.root = new MoveNode(null, 0, "", startPly);
    }

    public static GameTree standard() {
        return of(Setup.standard(), Variant.STANDARD);
    }

    /** A game from a setup; throws {@link rookery.chess.InvalidPositionException} for an illegal one. */
    public static GameTree of(Setup start, Variant variant) {
        return new GameTree(start, variant, Map.of());
    }

    /** The game as the PGN reader parsed it; a null move ends the line it stands in. */
    public static GameTree fromPgn(PgnGame game) {
        GameTree tree = new GameTree(game.startSetup(), game.variant(), game.tags().asMap());
        Position position = game.startPosition();
        if (game.hasTree()) {
            tree.root.setStartingComment(withoutDrawings(game.root().comment()));
            tree.root.setDrawings(CommentCommands.drawings(game.root().comment()));
            tree.copyChildren(game.root(), tree.root, position);
        } else {
            MoveNode node = tree.root;
            for (int move : game.mainline()) {
                if (move == 0) {
                    break;
                }
                node = tree.add(node, move);
            }
        }
        return tree;
    }

    /**
     * A game stored in a database (folder {@code database}): as it was saved from the workbench, with
     * its annotations ({@link AnnotatedGames}), when that is kept; else its tags and main line (a null
     * move ends it), with the stored engine review's {@code [%eval]} and glyphs on its moves when it has one.
     */
    public static GameTree fromDatabase(rookery.database.Game game, rookery.database.StoredReview review, java.nio.file.Path database) {
        GameTree annotated = AnnotatedGames.find(database, game);
        if (annotated != null) {
            annotated.stored = new StoredGame(database, game.header().id());
            return annotated;
        }
        Position start = game.startPosition();
        GameTree tree = new GameTree(start.toSetup(), game.header().variant(), game.tags());
        MoveNode node = tree.root;
        int[] moves = game.moves();
        boolean reviewed = review != null && review.nags().length == moves.length;
        if (reviewed) {
            tree.root.setStartingComment(evalComment(review.evals().get(0)));
        }
        for (int ply = 0; ply < moves.length && moves[ply] != 0; ply++) {
            node = tree.add(node, moves[ply]);
            if (reviewed) {
                node.setComment(evalComment(review.evals().get(ply + 1)));
                int nag = review.nags()[ply];
                node.setNags(nag == 0 ? new int[0] : new int[] {nag});
            }
        }
        tree.stored = new StoredGame(database, game.header().id());
        return tree;
    }

    private static String evalComment(String eval) {
        String comment = CommentCommands.withCommand("", "eval", eval);
        return comment == null ? "" : comment;
    }

    /** A PGN comment without its {@code [%csl]} and {@code [%cal]} commands, which the tree keeps as drawings. */
    private static String withoutDrawings(String comment) {
        return CommentCommands.withDrawings(comment, List.of());
    }

    /** The database game this one was opened from (or last saved as), or null. */
    public StoredGame stored() {
        return stored;
    }

    /** Ties the game to a stored game (after saving it), or unties it (null: the stored game was deleted). */
    public void storedAs(StoredGame storedGame) {
        stored = storedGame;
    }

    /** A deep copy: the same start, tags, moves, comments and glyphs, sharing nothing that edits change. */
    public GameTree copy() {
        GameTree copy = new GameTree(start, variant, tags);
        copy.stored = stored;
        copy.root.setStartingComment(root.startingComment());
        copy.root.setDrawings(root.drawings());
        copyNodes(root, copy.root);
        return copy;
    }

    private static void copyNodes(MoveNode from, MoveNode to) {
        for (MoveNode child : from.children()) {
            MoveNode copied = new MoveNode(to, child.move(), child.san(), child.ply());
            copied.setComment(child.comment());
            copied.setStartingComment(child.startingComment());
            copied.setNags(child.nags());
            copied.setDrawings(child.drawings());
            to.mutableChildren().add(copied);
            copyNodes(child, copied);
        }
    }

    /** Where {@code node} is: the index of each node among its parent's children, from the root. */
    public static List<Integer> address(MoveNode node) {
        java.util.ArrayList<Integer> address = new java.util.ArrayList<>();
        for (MoveNode n = node; n.parent() != null; n = n.parent()) {
            address.add(0, n.parent().children().indexOf(n));
        }
        return address;
    }

    /** The node at an {@link #address}. */
    public MoveNode at(List<Integer> address) {
        MoveNode node = root;
        for (int index : address) {
            node = node.children().get(index);
        }
        return node;
    }

    /** The first node of the main line whose position has the Polyglot key {@code key}, or the root. */
    public MoveNode findOnMainLine(long key) {
        Position position = Position.fromSetup(start, variant);
        for (MoveNode node = root; node != null; node = node.mainChild()) {
            if (!node.isRoot()) {
                position.play(node.move());
            }
            if (position.key() == key) {
                return node;
            }
        }
        return root;
    }

    private void copyChildren(GameNode from, MoveNode to, Position position) {
        for (GameNode child : from.children()) {
            if (child.isNullMove()) {
                continue;
            }
            MoveNode copy = append(to, child.move(), San.format(position, child.move()));
            copy.setComment(withoutDrawings(child.comment()));
            copy.setDrawings(CommentCommands.drawings(child.comment()));
            copy.setStartingComment(child.startingComment());
            copy.setNags(child.nags());
            position.play(child.move());
            copyChildren(child, copy, position);
            position.undo();
        }
    }

    public Setup start() {
        return start;
    }

    public Variant variant() {
        return variant;
    }

    public MoveNode root() {
        return root;
    }

    /** The PGN tags in their order (a copy). */
    public Map<String, String> tags() {
        return new LinkedHashMap<>(tags);
    }

    public String tag(String name) {
        return tags.getOrDefault(name, "");
    }

    /** Replaces every tag by {@code newTags}, in their order. */
    public void replaceTags(Map<String, String> newTags) {
        tags.clear();
        tags.putAll(newTags);
    }

    /** A fresh position after the moves leading to {@code node}, with that history (for repetitions). */
    public Position positionAt(MoveNode node) {
        Position position = Position.fromSetup(start, variant);
        for (int move : node.path()) {
            position.play(move);
        }
        return position;
    }

    /**
     * The node reached by playing {@code move} at {@code node}: an existing child with that move,
     * else a new child (a continuation if {@code node} had none, a variation otherwise).
     *
     * @throws IllegalArgumentException if the move is not legal there
     */
    public MoveNode add(MoveNode node, int move) {
        for (MoveNode child : node.children()) {
            if (child.move() == move) {
                return child;
            }
        }
        Position position = positionAt(node);
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException("illegal move " + position.uci(move) + " in " + position.fen());
        }
        return append(node, move, San.format(position, move));
    }

    private MoveNode append(MoveNode parent, int move, String san) {
        MoveNode child = new MoveNode(parent, move, san, parent.ply() + 1);
        parent.mutableChildren().add(child);
        return child;
    }

    /** Removes {@code node} and everything after it; returns the node to show next (its parent). */
    public MoveNode delete(MoveNode node) {
        if (node.isRoot()) {
            throw new IllegalArgumentException("the start position cannot be deleted");
        }
        node.parent().mutableChildren().remove(node);
        return node.parent();
    }

    /** Makes the variation containing {@code node} the main continuation at the point where it branches off. */
    public void promote(MoveNode node) {
        MoveNode branch = node;
        while (branch.parent() != null && !branch.startsVariation()) {
            branch = branch.parent();
        }
        if (branch.parent() == null) {
            return;
        }
        List<MoveNode> siblings = branch.parent().mutableChildren();
        siblings.remove(branch);
        siblings.add(0, branch);
    }

    /** The first move of the variation that contains {@code node} (a node of the main line has none: null). */
    public static MoveNode variationStart(MoveNode node) {
        for (MoveNode start = node; start.parent() != null; start = start.parent()) {
            if (start.startsVariation()) {
                return start;
            }
        }
        return null;
    }

    /** The last node of the main line. */
    public MoveNode mainLineEnd() {
        return lineEnd(root);
    }

    /** The last node of the line that continues from {@code node} through first children. */
    public static MoveNode lineEnd(MoveNode node) {
        MoveNode end = node;
        while (end.mainChild() != null) {
            end = end.mainChild();
        }
        return end;
    }
}
