package rookery.ui.handlers;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.actions.Choosers;
import rookery.ui.dialogs.ImportDialog;
import rookery.ui.session.Session;

/** File > Import PGN...: imports one or more PGN files into the open database (the default one if none is open). */
public class ImportPgnHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        FileDialog dialog = new FileDialog(shell, SWT.OPEN | SWT.MULTI);
        dialog.setText("Import PGN files");
        dialog.setFilterExtensions(new String[] {"*.pgn;*.PGN;*.pgn.gz;*.pgn.zst", "*"});
        dialog.setFilterNames(new String[] {"PGN files (*.pgn, *.pgn.gz, *.pgn.zst)", "All files"});
        if (Choosers.open(dialog) == null) {
            return;
        }
        List<Path> files = new ArrayList<>();
        for (String name : dialog.getFileNames()) {
            files.add(Path.of(dialog.getFilterPath(), name));
        }
        DatabaseOpener.withDatabase(session, shell, "Import PGN", database -> new ImportDialog(shell, session).start(database, files));
    }
}
