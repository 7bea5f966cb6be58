package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.AnalyseGameDialog;
import rookery.ui.session.Session;

/** Game > Analyse Game...: an engine reviews the game's main line, written into the game as annotations. */
public class AnalyseGameHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        new AnalyseGameDialog(shell, session).open();
    }
}
