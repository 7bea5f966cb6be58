package rookery.ui.views;

import java.util.function.Consumer;

import org.eclipse.swt.widgets.Display;

import rookery.database.ImportSummary;
import rookery.database.OpeningDatabase;
import rookery.ui.model.Background;
import rookery.ui.model.PgnText;
import rookery.ui.model.Session;

/**
 * Game > Save to Database: the current game added to the open database as a new game, off the UI
 * thread, its statistics counted as an import of it counts them; then every part shows the new
 * figures and the game counts as saved.
 */
public final class DatabaseSaving {
    private DatabaseSaving() {
    }

    /** Saves the game and tells {@code report} the outcome in a sentence, on the UI thread. */
    public static void save(Display display, Session session, Consumer<String> report) {
        OpeningDatabase database = session.database();
        if (database == null) {
            report.accept("No database is open: open or create one in the File menu first.");
            return;
        }
        String pgn = PgnText.write(session.game());
        Background saving = new Background("save-game", display::asyncExec);
        saving.submit(() -> database.addGame(pgn), summary -> {
            saving.close();
            report.accept(outcome(session, database, summary));
        }, error -> {
            saving.close();
            report.accept("The game was not saved: " + error.getMessage());
        });
    }

    private static String outcome(Session session, OpeningDatabase database, ImportSummary summary) {
        if (summary.imported() == 1) {
            session.markSaved();
            session.databaseChanged();
            return "The game was added to " + database.folder().getFileName() + ".";
        }
        if (summary.duplicates() == 1) {
            session.markSaved();
            return "The game is already in " + database.folder().getFileName() + ": nothing was added.";
        }
        return "The database refused the game: " + String.join("; ", summary.rejectedByReason().keySet());
    }
}
