package rookery.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWTException;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.session.Session;

/**
 * Opens (or creates) a database folder off the UI thread, makes it the session's database,
 * closes the one it replaces and remembers it first among the recent databases.
 */
public final class DatabaseOpener {
    private DatabaseOpener() {
    }

    public static void open(Session session, Path folder, Display display, Consumer<OpeningDatabase> onOpened, Consumer<String> onError) {
        Job opening = Job.create("Opening the database " + folder, monitor -> {
            try {
                OpeningDatabase database = OpeningDatabase.open(folder);
                onUiThread(display, () -> close(database), () -> {
                    if (display.getShells().length == 0) {
                        // The workbench quit while the database opened (its windows are gone): nothing
                        // would show it, and the events its opening posts would reach a display being disposed.
                        close(database);
                        return;
                    }
                    OpeningDatabase previous = session.setDatabase(database);
                    remember(session, session.preferences().withRecent(folder.toAbsolutePath()));
                    close(previous);
                    onOpened.accept(database);
                });
            } catch (Exception e) {
                // when the workbench has quit meanwhile, there is no one left to tell
                onUiThread(display, () -> { }, () -> onError.accept("Cannot open the database " + folder + ": " + e.getMessage()));
            }
            return Status.OK_STATUS;
        });
        opening.setSystem(true);
        opening.schedule();
    }

    /** Runs {@code action} on the UI thread, or {@code gone} here when the display is (or gets) disposed first. */
    private static void onUiThread(Display display, Runnable gone, Runnable action) {
        try {
            if (!display.isDisposed()) {
                display.asyncExec(action);
                return;
            }
        } catch (SWTException e) {
            // disposed between the check and the call
        }
        gone.run();
    }

    /** Runs {@code action} on the session's database, opening the default one first when none is open. */
    static void withDatabase(Session session, Shell shell, String title, Consumer<OpeningDatabase> action) {
        if (session.database() != null) {
            action.accept(session.database());
        } else {
            open(session, RookeryHome.defaultDatabase(), shell.getDisplay(), action, message -> Messages.error(shell, title, message));
        }
    }

    private static void remember(Session session, UiPreferences preferences) {
        try {
            session.rememberPreferences(preferences);
        } catch (IOException e) {
            ILog.of(DatabaseOpener.class).error("The recent databases were not kept in the preferences", e);
        }
    }

    private static void close(OpeningDatabase database) {
        if (database == null) {
            return;
        }
        Job closing = Job.create("Closing a database", monitor -> {
            try {
                database.close();
            } catch (IOException | SQLException e) {
                ILog.of(DatabaseOpener.class).error("Closing a database failed", e);
            }
            return Status.OK_STATUS;
        });
        closing.setSystem(true);
        closing.schedule();
    }
}
