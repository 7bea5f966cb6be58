package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.model.Session;

/** Game > Open PGN...: loads the first game of a PGN file into the notation and the board. */
public class OpenPgnHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        PgnHandlers.open(shell, session);
    }
}
