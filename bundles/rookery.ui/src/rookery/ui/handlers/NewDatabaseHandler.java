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

/** File > New Database...: a database is a folder; the chosen folder must not hold one yet. */
public class NewDatabaseHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        DirectoryDialog dialog = new DirectoryDialog(shell);
        dialog.setText("New database");
        dialog.setMessage("Choose or create an empty folder for the new database");
        dialog.setFilterPath(session.preferences().databaseFolder().toString());
        String chosen = Choosers.open(dialog);
        if (chosen == null) {
            return;
        }
        Path folder = Path.of(chosen);
        if (Files.exists(folder.resolve(Storage.SQLITE_FILE))) {
            Messages.error(shell, "New database", folder + " already holds a database; open it with File > Open Database.");
            return;
        }
        DatabaseOpener.open(session, folder, shell.getDisplay(), database -> { }, message -> Messages.error(shell, "New database", message));
    }
}
