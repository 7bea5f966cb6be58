package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.PastePgnDialog;
import rookery.ui.session.Session;

/** Game > Paste PGN or FEN...: loads a pasted game or position. */
public class PastePgnHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        new PastePgnDialog(shell, session).open();
    }
}
