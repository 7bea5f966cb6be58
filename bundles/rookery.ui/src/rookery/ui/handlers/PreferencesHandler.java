package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.preferences.pages.PreferencesDialog;
import rookery.ui.session.Session;

/** File > Preferences...: edits the preferences kept in the workspace preferences. */
public class PreferencesHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        new PreferencesDialog(shell, session).open();
    }
}
