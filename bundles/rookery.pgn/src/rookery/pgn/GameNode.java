package rookery.pgn;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

import rookery.chess.Move;

/**
 * A node of a game's move tree. The root stands for the start position (its move is
 * {@link Move#NONE}); every other node is the move that leads to it ({@code Move.NONE} for a
 * null move). {@link #children()} index 0 continues the line, later children are variations.
 */
public final class GameNode {

    private static final int[] NO_NAGS = new int[0];

    private final int move;
    private String startingComment;
    private String comment;
    private int[] nags = NO_NAGS;
    private final List<GameNode> children = new ArrayList<>(1);

    GameNode(int move) {
        this.move = move;
    }

    public int move() {
        return move;
    }

    public boolean isNullMove() {
        return move == Move.NONE;
    }

    /** Moves that may follow: index 0 is the main continuation, the rest are variations. */
    public List<GameNode> children() {
        return Collections.unmodifiableList(children);
    }

    /** The main continuation, or null at the end of the line. */
    public GameNode mainChild() {
        return children.isEmpty() ? null : children.get(0);
    }

    /** The comment written after the move (for the root: before the first move), or null. */
    public String comment() {
        return comment;
    }

    /** The comment written before the move at the start of a game or variation, or null. */
    public String startingComment() {
        return startingComment;
    }

    /** Numeric annotation glyphs: $1 = "!", $2 = "?", $3 = "!!", $4 = "??", $5 = "!?", $6 = "?!". */
    public int[] nags() {
        return nags.clone();
    }

    /** The clock after the move from a {@code [%clk ...]} command in its comment, or null. */
    public Duration clock() {
        return CommentCommands.clock(comment);
    }

    /** The evaluation from a {@code [%eval ...]} command in its comment, or null. */
    public Evaluation evaluation() {
        return CommentCommands.evaluation(comment);
    }

    /** The root of a new move tree, for {@link PgnGame#of}. */
    public static GameNode newRoot() {
        return new GameNode(Move.NONE);
    }

    /** Adds a move after this one: the first added continues the line, later ones are variations. */
    public GameNode addChild(int childMove) {
        GameNode child = new GameNode(childMove);
        children.add(child);
        return child;
    }

    /** Adds text to the comment after the move (for the root: before the first move). */
    public void appendComment(String text) {
        comment = Comments.join(comment, text);
    }

    void replaceComment(String text) {
        comment = text;
    }

    void replaceStartingComment(String text) {
        startingComment = text;
    }

    /** Adds text to the comment written before the move, at the start of a variation. */
    public void appendStartingComment(String text) {
        startingComment = startingComment == null ? text : startingComment + " " + text;
    }

    /** Adds a numeric annotation glyph ($1 "!", $2 "?", ...). */
    public void addNag(int nag) {
        nags = Arrays.copyOf(nags, nags.length + 1);
        nags[nags.length - 1] = nag;
    }

    /** Equal trees: same moves, comments, NAGs and variations in the same order. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof GameNode other)) {
            return false;
        }
        GameNode left = this;
        GameNode right = other;
        // Iterates along the main line so that long games do not recurse deeply.
        while (left != null && right != null) {
            if (left.move != right.move || !Objects.equals(left.comment, right.comment)
                    || !Objects.equals(left.startingComment, right.startingComment)
                    || !Arrays.equals(left.nags, right.nags) || left.children.size() != right.children.size()) {
                return false;
            }
            for (int i = 1; i < left.children.size(); i++) {
                if (!left.children.get(i).equals(right.children.get(i))) {
                    return false;
                }
            }
            left = left.mainChild();
            right = right.mainChild();
        }
        return left == null && right == null;
    }

    @Override
    public int hashCode() {
        int hash = 1;
        for (GameNode node = this; node != null; node = node.mainChild()) {
            hash = 31 * hash + node.move;
            hash = 31 * hash + node.children.size();
        }
        return hash;
    }

    @Override
    public String toString() {
        return move == Move.NONE ? "--" : Move.toUci(move, false);
    }
}
