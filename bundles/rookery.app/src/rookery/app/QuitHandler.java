package rookery.app;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.actions.RepertoireSaving;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.session.Session;

/** File > Quit (Ctrl+Q): closes the workbench, after asking about unsaved edits of the game and of the repertoire. */
public class QuitHandler {
    @Execute
    public void quit(IWorkbench workbench, Session session, @Named(IServiceConstants.ACTIVE_SHELL) Shell shell) {
        if (UnsavedChanges.allow(shell, session, "quit") && RepertoireSaving.allow(shell, session, "quit")) {
            workbench.close();
        }
    }
}
