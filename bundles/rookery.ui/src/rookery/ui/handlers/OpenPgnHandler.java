package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.session.Session;

/**
 * Game > Open PGN... (also in File): a file of one game loads it into the notation and the board,
 * a file of several opens as a list in the Games part, which is brought to the front.
 */
public class OpenPgnHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session, EPartService parts) {
        PgnHandlers.open(shell, session, parts);
    }
}
