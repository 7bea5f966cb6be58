package rookery.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.model.PgnText;
import rookery.ui.model.Session;
import rookery.ui.views.PgnFiles;
import rookery.ui.views.UnsavedChanges;

/** Reading and writing the current game as a PGN file. */
final class PgnHandlers {
    private PgnHandlers() {
    }

    static void open(Shell shell, Session session) {
        if (!UnsavedChanges.allow(shell, session, "open another game")) {
            return;
        }
        FileDialog dialog = new FileDialog(shell, SWT.OPEN);
        dialog.setText("Open a PGN game");
        dialog.setFilterExtensions(new String[] {"*.pgn;*.PGN;*.pgn.gz;*.pgn.zst", "*"});
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        Path file = Path.of(chosen);
        try {
            session.load(PgnText.read(file));
        } catch (IOException e) {
            Messages.error(shell, "Open PGN", e.getMessage());
        }
    }

    static void save(Shell shell, Session session) {
        PgnFiles.saveAs(shell, session);
    }
}
