package rookery.ui.actions;

import java.util.Arrays;
import java.util.function.Consumer;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

import rookery.database.OpeningDatabase;
import rookery.ui.game.AnnotatedGames;
import rookery.ui.game.StoredGame;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.session.Session;
import rookery.ui.model.Counts;

/**
 * The Games part's Delete: after a question naming how many games and the database, the games are
 * deleted off the UI thread (one crash-safe batch, statistics as an import of the rest would give
 * them); then every part shows the new figures. A deleted game that is the current one stays on
 * the board, no longer tied to the database (saving it adds it again).
 */
public final class GameDeleting {
    /** The question's title, for tests that answer it. */
    public static final String TITLE = "Delete Games";

    private GameDeleting() {
    }

    /** Asks, then deletes; {@code report} gets the outcome in a sentence (nothing when the user says no). */
    public static void delete(Shell shell, Session session, long[] ids, Consumer<String> report) {
        OpeningDatabase database = session.database();
        if (database == null || ids.length == 0) {
            return;
        }
        MessageDialog question = new MessageDialog(shell, TITLE, null, question(ids.length, database.folder().getFileName().toString()),
                MessageDialog.WARNING, 1, "Delete", "Cancel");
        if (question.open() != 0) {
            return;
        }
        Background deleting = new Background("delete-games", DisplayExecutor.of(shell.getDisplay()));
        deleting.submit(() -> {
            int deleted = database.deleteGames(ids);
            for (long id : ids) {
                AnnotatedGames.forget(database.folder(), id);
            }
            return deleted;
        }, deleted -> {
            deleting.close();
            StoredGame stored = session.game().stored();
            if (stored != null && stored.database().equals(database.folder()) && Arrays.stream(ids).anyMatch(id -> id == stored.id())) {
                session.game().storedAs(null);
            }
            session.databaseChanged();
            report.accept(Counts.of(deleted, "game") + " deleted from " + database.folder().getFileName() + ".");
        }, error -> {
            deleting.close();
            report.accept("Nothing was deleted: " + error.getMessage());
        });
    }

    static String question(int count, String database) {
        return (count == 1 ? "Delete the selected game" : "Delete the " + Counts.of(count, "selected game")) + " from " + database
                + "? This cannot be undone.";
    }
}
