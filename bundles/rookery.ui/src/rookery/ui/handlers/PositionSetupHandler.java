package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.PositionSetupDialog;
import rookery.ui.session.Session;

/** Game > Position Setup...: edits a position (or FEN, Chess960, random chess) and starts a game from it. */
public class PositionSetupHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        new PositionSetupDialog(shell, session).open();
    }
}
