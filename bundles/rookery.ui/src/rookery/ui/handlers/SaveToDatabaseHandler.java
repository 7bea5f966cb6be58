package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.model.Session;
import rookery.ui.views.DatabaseSaving;

/** Game > Save to Database: adds the current game to the open database and says how that went. */
public class SaveToDatabaseHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        DatabaseSaving.save(shell.getDisplay(), session, message -> Messages.info(shell, "Save to Database", message));
    }
}
