package rookery.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.actions.Choosers;
import rookery.pgn.PgnReader;
import rookery.ui.actions.PgnFiles;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.game.PgnText;
import rookery.ui.model.GameFile;
import rookery.ui.session.Session;
import rookery.ui.model.GameRows;

/** Reading and writing the current game as a PGN file; a file of several games opens as a games list. */
final class PgnHandlers {
    private static final String GAMES_PART = "rookery.ui.part.games";

    private PgnHandlers() {
    }

    /** The file chooser of Game > Open PGN...; the file chosen opens as {@link #open(Shell, Session, Path, EPartService)} opens it. */
    static void open(Shell shell, Session session, EPartService parts) {
        FileDialog dialog = new FileDialog(shell, SWT.OPEN);
        dialog.setText("Open a PGN file");
        dialog.setFilterExtensions(new String[] {"*.pgn;*.PGN;*.pgn.gz;*.pgn.zst", "*"});
        String chosen = Choosers.open(dialog);
        if (chosen != null) {
            open(shell, session, Path.of(chosen), parts);
        }
    }

    /**
     * Opens a PGN file: a file of several games as a list in the Games part, which is brought to
     * the front; a file of one game in the notation.
     */
    static void open(Shell shell, Session session, Path file, EPartService parts) {
        try {
            if (hasSeveralGames(file)) {
                session.openGameFile(GameFile.open(file, GameRows.BLOCK));
                parts.showPart(GAMES_PART, PartState.ACTIVATE);
            } else if (UnsavedChanges.allow(shell, session, "open another game")) {
                session.load(PgnText.read(file));
            }
        } catch (IOException e) {
            Messages.error(shell, "Open PGN", e.getMessage());
        }
    }

    /** Whether the file holds a second game (or anything the reader takes for one): reads no further. */
    static boolean hasSeveralGames(Path file) throws IOException {
        try (PgnReader reader = PgnReader.open(file)) {
            return reader.next() != null && reader.next() != null;
        }
    }

    static void save(Shell shell, Session session) {
        PgnFiles.saveAs(shell, session);
    }
}
