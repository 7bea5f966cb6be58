package rookery.ui.handlers;

import java.nio.file.Files;
import java.nio.file.Path;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.actions.Choosers;
import rookery.database.Storage;
import rookery.ui.session.Session;

/** File > Open Database...: opens an existing database folder. */
public class OpenDatabaseHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        choose(shell, session);
    }

    /** Asks for a database folder and opens it beside the open ones (the Databases part's Open... too). */
    public static void choose(Shell shell, Session session) {
        DirectoryDialog dialog = new DirectoryDialog(shell);
        dialog.setText("Open database");
        dialog.setMessage("Choose a database folder");
        dialog.setFilterPath(session.preferences().databaseFolder().toString());
        String chosen = Choosers.open(dialog);
        if (chosen == null) {
            return;
        }
        Path folder = Path.of(chosen);
        if (!Files.exists(folder.resolve(Storage.SQLITE_FILE))) {
            Messages.error(shell, "Open database", folder + " is not a Rookery database (it has no " + Storage.SQLITE_FILE + ").");
            return;
        }
        DatabaseOpener.open(session, folder, shell.getDisplay(), database -> { }, message -> Messages.error(shell, "Open database", message));
    }
}
