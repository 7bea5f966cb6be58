package rookery.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;
import rookery.ui.model.PreferencesStore;
import rookery.ui.model.Session;
import rookery.ui.model.UiPreferences;

/**
 * Opens (or creates) a database folder off the UI thread, makes it the session's database,
 * closes the one it replaces and remembers it first among the recent databases.
 */
public final class DatabaseOpener {
    private DatabaseOpener() {
    }

    public static void open(Session session, Path folder, Display display, Consumer<OpeningDatabase> onOpened, Consumer<String> onError) {
        Thread thread = new Thread(() -> {
            try {
                OpeningDatabase database = OpeningDatabase.open(folder);
                display.asyncExec(() -> {
                    OpeningDatabase previous = session.setDatabase(database);
                    UiPreferences preferences = session.preferences().withRecent(folder.toAbsolutePath());
                    session.setPreferences(preferences);
                    closeAndSave(previous, preferences);
                    onOpened.accept(database);
                });
            } catch (Exception e) {
                display.asyncExec(() -> onError.accept("Cannot open the database " + folder + ": " + e.getMessage()));
            }
        }, "rookery-open-database");
        thread.setDaemon(true);
        thread.start();
    }

    /** Runs {@code action} on the session's database, opening the default one first when none is open. */
    static void withDatabase(Session session, Shell shell, String title, Consumer<OpeningDatabase> action) {
        if (session.database() != null) {
            action.accept(session.database());
        } else {
            open(session, RookeryHome.defaultDatabase(), shell.getDisplay(), action, message -> Messages.error(shell, title, message));
        }
    }

    private static void closeAndSave(OpeningDatabase previous, UiPreferences preferences) {
        Thread thread = new Thread(() -> {
            try {
                if (previous != null) {
                    previous.close();
                }
                PreferencesStore.inWorkspace().save(preferences);
            } catch (IOException | java.sql.SQLException e) {
                System.err.println("rookery: " + e.getMessage());
            }
        }, "rookery-close-database");
        thread.setDaemon(true);
        thread.start();
    }
}
