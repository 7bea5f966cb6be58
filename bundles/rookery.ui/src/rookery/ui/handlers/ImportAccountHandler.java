package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.AccountImportDialog;
import rookery.ui.dialogs.ImportDialog;
import rookery.ui.jobs.ImportJob;
import rookery.ui.session.Session;

/** File > Import from lichess / chess.com: an account's games into the open database (the default one if none is open). */
public class ImportAccountHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        new AccountImportDialog(shell, request -> DatabaseOpener.withDatabase(session, shell, "Import from lichess / chess.com",
                database -> new ImportDialog(shell, session).start(ImportJob.ofAccount(database, request), false))).open();
    }
}
