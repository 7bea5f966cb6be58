package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.actions.DatabaseSaving;
import rookery.ui.actions.ReplaceOrAdd;
import rookery.ui.game.StoredGame;
import rookery.ui.session.Session;

/**
 * Game > Save to Database: adds the current game to the open database, or, for a game opened from
 * it, asks whether to replace the stored game or add the edited one as a new game; says how that went.
 */
public class SaveToDatabaseHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        StoredGame stored = ReplaceOrAdd.storedInOpenDatabase(session);
        ReplaceOrAdd.Choice choice = stored != null ? ReplaceOrAdd.ask(shell, stored) : ReplaceOrAdd.Choice.ADD;
        if (choice == ReplaceOrAdd.Choice.CANCEL) {
            return;
        }
        DatabaseSaving.save(shell.getDisplay(), session, choice == ReplaceOrAdd.Choice.REPLACE ? stored : null,
                message -> Messages.info(shell, "Save to Database", message));
    }
}
