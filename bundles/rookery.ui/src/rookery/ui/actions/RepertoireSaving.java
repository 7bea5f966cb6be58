package rookery.ui.actions;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.model.RepertoireFile;
import rookery.ui.session.Session;

/** Saving the open repertoire, and asking before its unsaved changes would be lost. */
public final class RepertoireSaving {
    /** The question's title, by which tests find it. */
    public static final String TITLE = "Unsaved repertoire";

    private RepertoireSaving() {
    }

    /**
     * Whether {@code action} may go on: true when the repertoire has no unsaved changes, when the
     * user discards them or saved them; false when the user cancels or the save did not happen.
     */
    public static boolean allow(Shell shell, Session session, String action) {
        RepertoireFile repertoire = session.repertoire();
        if (repertoire == null || !repertoire.isModified()) {
            return true;
        }
        MessageDialog question = new MessageDialog(shell, TITLE, null,
                "The repertoire has lines that are not saved. Save them before you " + action + "?", MessageDialog.QUESTION, 2, "&Save...",
                "&Discard changes", "Cancel");
        return switch (question.open()) {
            case 0 -> save(shell, session, false);
            case 1 -> true;
            default -> false;
        };
    }

    /** Saves the repertoire to its file, or to one the user chooses (always with {@code choose}); whether it was saved. */
    public static boolean save(Shell shell, Session session, boolean choose) {
        RepertoireFile repertoire = session.repertoire();
        if (repertoire == null) {
            return false;
        }
        Path target = repertoire.file();
        if (choose || target == null) {
            FileDialog dialog = new FileDialog(shell, SWT.SAVE);
            dialog.setText("Save the Repertoire");
            dialog.setFilterExtensions(new String[] {"*.pgn"});
            dialog.setOverwrite(true);
            String chosen = Choosers.open(dialog);
            if (chosen == null) {
                return false;
            }
            target = Path.of(chosen);
        }
        try {
            repertoire.save(target);
            session.setRepertoire(repertoire);
            return true;
        } catch (IOException e) {
            MessageDialog.openError(shell, "Save the Repertoire", "Cannot write " + target + ": " + e.getMessage());
            return false;
        }
    }
}
