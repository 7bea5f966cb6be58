package rookery.ui.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import rookery.pgn.Drawing;

/**
 * A node of an editable game tree: the move that leads to it (none for the root), its SAN, the
 * comments before and after it, its NAGs and the arrows and circles drawn on the board after it
 * (for the root: on the start position). The first child continues the line, the others are variations.
 */
public final class MoveNode {
    private final MoveNode parent;
    private final int move;
    private final String san;
    private final int ply;
    private final List<MoveNode> children = new ArrayList<>();
    private String comment = "";
    private String startingComment = "";
    private int[] nags = new int[0];
    private List<Drawing> drawings = List.of();

    MoveNode(MoveNode parent, int move, String san, int ply) {
        this.parent = parent;
        this.move = move;
        this.san = san;
        this.ply = ply;
    }

    public MoveNode parent() {
        return parent;
    }

    public boolean isRoot() {
        return parent == null;
    }

    /** The move leading here ({@link rookery.chess.Move} int), {@code Move.NONE} for the root. */
    public int move() {
        return move;
    }

    public String san() {
        return san;
    }

    /** Plies from the game's start position to this node (the root has 0). */
    public int ply() {
        return ply;
    }

    public List<MoveNode> children() {
        return Collections.unmodifiableList(children);
    }

    public MoveNode mainChild() {
        return children.isEmpty() ? null : children.get(0);
    }

    /** Whether this node starts a variation (it is not its parent's first child). */
    public boolean startsVariation() {
        return parent != null && parent.children.get(0) != this;
    }

    /** Whether this node lies on the game's main line (every ancestor is a first child). */
    public boolean isMainLine() {
        for (MoveNode node = this; node.parent != null; node = node.parent) {
            if (node.startsVariation()) {
                return false;
            }
        }
        return true;
    }

    public String comment() {
        return comment;
    }

    public void setComment(String comment) {
        this.comment = comment == null ? "" : comment.strip();
    }

    public String startingComment() {
        return startingComment;
    }

    public void setStartingComment(String comment) {
        this.startingComment = comment == null ? "" : comment.strip();
    }

    public int[] nags() {
        return nags.clone();
    }

    public void setNags(int[] nags) {
        this.nags = nags.clone();
    }

    /** The arrows and circles drawn on the position after the move, in drawing order. */
    public List<Drawing> drawings() {
        return drawings;
    }

    public void setDrawings(List<Drawing> drawings) {
        this.drawings = List.copyOf(drawings);
    }

    /** The moves from the root to this node. */
    public int[] path() {
        int[] moves = new int[ply - rootPly()];
        MoveNode node = this;
        for (int i = moves.length - 1; i >= 0; i--) {
            moves[i] = node.move;
            node = node.parent;
        }
        return moves;
    }

    private int rootPly() {
        MoveNode node = this;
        while (node.parent != null) {
            node = node.parent;
        }
        return node.ply;
    }

    List<MoveNode> mutableChildren() {
        return children;
    }
}
