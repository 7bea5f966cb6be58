package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.ImportDialog;
import rookery.ui.dialogs.ImportUrlDialog;
import rookery.ui.jobs.ImportJob;
import rookery.ui.session.Session;

/** File > Import PGN from URL...: downloads a PGN file straight into the open database (the default one if none is open). */
public class ImportUrlHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        new ImportUrlDialog(shell, url -> DatabaseOpener.withDatabase(session, shell, "Import PGN from URL",
                database -> new ImportDialog(shell, session).start(ImportJob.ofDownload(database, url), false))).open();
    }
}
