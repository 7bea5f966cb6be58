package rookery.ui.actions;

import rookery.ui.game.GameTree;
import rookery.ui.game.MoveNode;
import rookery.ui.session.Session;

/**
 * The edits of the current move that the notation's menu, the Edit menu and the workbench's keys
 * share, each doing nothing where it does not apply, and the keys that run them.
 */
public final class MoveEditing {
    public static final String DELETE_FROM_HERE_KEY = "Delete";
    public static final String DELETE_VARIATION_KEY = "Shift+Delete";
    public static final String PROMOTE_VARIATION_KEY = "Ctrl+Up";

    private MoveEditing() {
    }

    public static boolean canAnnotate(Session session) {
        return !session.current().isRoot();
    }

    public static boolean isInVariation(Session session) {
        return GameTree.variationStart(session.current()) != null;
    }

    /** Switches a glyph of the current move on or off. */
    public static void toggleGlyph(Session session, int nag) {
        if (canAnnotate(session)) {
            session.toggleNag(session.current(), nag);
        }
    }

    /** Removes the current move and the moves after it. */
    public static void deleteFromHere(Session session) {
        if (canAnnotate(session)) {
            session.delete(session.current());
        }
    }

    /** Removes the whole variation the current move is in. */
    public static void deleteVariation(Session session) {
        MoveNode start = GameTree.variationStart(session.current());
        if (start != null) {
            session.delete(start);
        }
    }

    /** Makes the variation the current move is in the main continuation where it branches off. */
    public static void promoteVariation(Session session) {
        if (isInVariation(session)) {
            session.promote(session.current());
        }
    }
}
