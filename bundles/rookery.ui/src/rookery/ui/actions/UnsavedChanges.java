package rookery.ui.actions;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.DialogPlacement;
import rookery.ui.game.StoredGame;
import rookery.ui.session.Session;

/**
 * Asks before the current game's unsaved edits would be lost (quitting, opening another game,
 * a new game): save them (where the game came from: its database, else a PGN file), discard them,
 * or cancel what was about to happen.
 */
public final class UnsavedChanges {
    /** The window's title, by which tests find it. */
    public static final String TITLE = "Unsaved changes";

    private enum Choice {
        SAVE, DISCARD, CANCEL
    }

    private UnsavedChanges() {
    }

    /**
     * Whether {@code action} may go on: true when the game has no unsaved edits, when the user
     * discards them, or when the user saved them; false when the user cancels (or the save did not happen).
     */
    public static boolean allow(Shell parent, Session session, String action) {
        if (!session.isModified()) {
            return true;
        }
        return switch (ask(parent, action)) {
            case DISCARD -> true;
            case CANCEL -> false;
            case SAVE -> save(parent, session);
        };
    }

    /**
     * Save...: a game opened from the open database is saved there (replacing the stored game or
     * added as a new one, as Game > Save to Database does), waiting for the save; any other game to
     * a PGN file the user chooses. Whether the game is saved now.
     */
    private static boolean save(Shell parent, Session session) {
        StoredGame stored = ReplaceOrAdd.storedInOpenDatabase(session);
        if (stored == null) {
            return PgnFiles.saveAs(parent, session);
        }
        ReplaceOrAdd.Choice choice = ReplaceOrAdd.ask(parent, stored);
        if (choice == ReplaceOrAdd.Choice.CANCEL) {
            return false;
        }
        Display display = parent.getDisplay();
        String[] outcome = {null};
        DatabaseSaving.save(display, session, choice == ReplaceOrAdd.Choice.REPLACE ? stored : null, message -> outcome[0] = message);
        while (outcome[0] == null && !display.isDisposed()) {
            if (!display.readAndDispatch()) {
                display.sleep();
            }
        }
        if (session.isModified()) {
            MessageDialog.openError(parent, TITLE, outcome[0]);
            return false;
        }
        return true;
    }

    private static Choice ask(Shell parent, String action) {
        Shell shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL);
        shell.setText(TITLE);
        shell.setLayout(new GridLayout(3, true));
        Label question = new Label(shell, SWT.WRAP);
        question.setText("The current game has changes that are not saved. Save them before you " + action + "?");
        GridData questionData = new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1);
        questionData.widthHint = 420;
        question.setLayoutData(questionData);
        Choice[] chosen = {Choice.CANCEL};
        button(shell, "&Save...", Choice.SAVE, chosen);
        button(shell, "&Discard changes", Choice.DISCARD, chosen);
        Button cancel = button(shell, "Cancel", Choice.CANCEL, chosen);
        shell.setDefaultButton(cancel);
        shell.pack();
        DialogPlacement.centreOnParent(shell);
        Display display = shell.getDisplay();
        shell.open();
        while (!shell.isDisposed()) {
            if (!display.readAndDispatch()) {
                display.sleep();
            }
        }
        return chosen[0];
    }

    private static Button button(Shell shell, String text, Choice choice, Choice[] chosen) {
        Button button = new Button(shell, SWT.PUSH);
        button.setText(text);
        button.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        button.addListener(SWT.Selection, event -> {
            chosen[0] = choice;
            shell.close();
        });
        return button;
    }
}
