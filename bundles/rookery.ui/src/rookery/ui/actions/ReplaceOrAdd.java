package rookery.ui.actions;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.game.StoredGame;
import rookery.ui.session.Session;

/** Save to Database for a game opened from the database: replace the stored game, or add the edited one as a new game. */
public final class ReplaceOrAdd {
    /** The question's title, for tests that answer it. */
    public static final String TITLE = "Save to Database";

    /** What the user chose. */
    public enum Choice {
        REPLACE, ADD, CANCEL
    }

    private ReplaceOrAdd() {
    }

    /** The stored game the current game was opened from, when it belongs to the open database; else null (saving adds a new game). */
    public static StoredGame storedInOpenDatabase(Session session) {
        StoredGame stored = session.game().stored();
        return stored != null && session.database() != null && stored.database().equals(session.database().folder()) ? stored : null;
    }

    public static Choice ask(Shell shell, StoredGame stored) {
        MessageDialog question = new MessageDialog(shell, TITLE, null, "This game was opened from game " + stored.id() + " of "
                + stored.database().getFileName() + ". Replace the stored game with it, or add it as a new game?",
                MessageDialog.QUESTION, 0, "Replace", "Add as New", "Cancel");
        return switch (question.open()) {
            case 0 -> Choice.REPLACE;
            case 1 -> Choice.ADD;
            default -> Choice.CANCEL;
        };
    }
}
