package rookery.ui.actions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.MessageBox;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.game.PgnText;
import rookery.ui.session.Session;

/** The current game written to a PGN file the user chooses. */
public final class PgnFiles {
    private PgnFiles() {
    }

    /** Asks for a file and writes the game there; whether it was written (and the game is now saved). */
    public static boolean saveAs(Shell shell, Session session) {
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setText("Save the game as PGN");
        dialog.setFilterExtensions(new String[] {"*.pgn"});
        dialog.setOverwrite(true);
        String chosen = Choosers.open(dialog);
        if (chosen == null) {
            return false;
        }
        try {
            write(session, Path.of(chosen));
            return true;
        } catch (IOException e) {
            MessageBox box = new MessageBox(shell, SWT.ICON_ERROR | SWT.OK);
            box.setText("Save PGN");
            box.setMessage("Cannot write " + chosen + ": " + e.getMessage());
            box.open();
            return false;
        }
    }

    /** Writes the game (through a temporary file, so a failure leaves the old file whole) and marks it saved. */
    public static void write(Session session, Path file) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(temporary, PgnText.write(session.game()), StandardCharsets.UTF_8);
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        session.markSaved();
    }
}
