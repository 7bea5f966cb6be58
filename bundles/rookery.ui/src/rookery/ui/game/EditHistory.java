package rookery.ui.game;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * The undo and redo stacks of a game's edits: each entry is the whole game as it was (a copy)
 * and where the user stood in it. Games are small, so a copy per edit is cheaper than inverse
 * commands for every kind of edit, and cannot get one wrong. Versions number the states, so the
 * game is unmodified exactly when it is back at the version last saved or loaded.
 */
public final class EditHistory {
    /** A state of the game: the tree, the current node's address and the state's version. */
    public record State(GameTree game, List<Integer> current, long version) {
    }

    private static final int LIMIT = 500;

    private final Deque<State> undo = new ArrayDeque<>();
    private final Deque<State> redo = new ArrayDeque<>();
    private long version;
    private long nextVersion = 1;
    private long savedVersion;

    /** Records the state before an edit; the edit makes a new version. */
    public void beforeEdit(GameTree game, MoveNode current) {
        undo.push(new State(game.copy(), GameTree.address(current), version));
        if (undo.size() > LIMIT) {
            undo.removeLast();
        }
        redo.clear();
        version = nextVersion++;
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** The state before the last edit; {@code game} and {@code current} (the state now) can be redone. */
    public State undo(GameTree game, MoveNode current) {
        State back = undo.pop();
        redo.push(new State(game, GameTree.address(current), version));
        version = back.version();
        return back;
    }

    public State redo(GameTree game, MoveNode current) {
        State forward = redo.pop();
        undo.push(new State(game, GameTree.address(current), version));
        version = forward.version();
        return forward;
    }

    /** Forgets every edit: a game was loaded or started. */
    public void clear() {
        undo.clear();
        redo.clear();
        version = nextVersion++;
        savedVersion = version;
    }

    public void markSaved() {
        savedVersion = version;
    }

    public boolean isModified() {
        return version != savedVersion;
    }
}
