package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.ShareDatabaseDialog;
import rookery.ui.model.DatabaseSharing;
import rookery.ui.session.Session;

/** File > Share Database...: serves the open database over HTTP (one sharing per workbench, stopped when it closes). */
public class ShareDatabaseHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session, MApplication application) {
        IEclipseContext context = application.getContext();
        DatabaseSharing sharing = context.get(DatabaseSharing.class);
        if (sharing == null) {
            DatabaseSharing created = new DatabaseSharing(session);
            session.addListener(created);
            shell.getDisplay().disposeExec(created::close);
            context.set(DatabaseSharing.class, created);
            sharing = created;
        }
        new ShareDatabaseDialog(shell, session, sharing).open();
    }
}
