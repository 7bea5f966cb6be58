package rookery.ui.handlers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;
import rookery.database.Storage;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.model.DatabaseNames;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.session.OpenDatabases;
import rookery.ui.session.Session;

/**
 * Opens (or creates) database folders off the UI thread and adds them to the session's open
 * databases, the one opened last the active one, remembered first among the recent databases; closes
 * them again. The open ones are kept in {@link #openDatabasesFile()} so that the next start opens
 * them again ({@link #restore}), always with the Clipboard database.
 */
public final class DatabaseOpener {
    private DatabaseOpener() {
    }

    /** Where the folders of the open databases are kept across restarts: {@code <home>/open-databases.txt}. */
    public static Path openDatabasesFile() {
        return RookeryHome.folder().resolve("open-databases.txt");
    }

    public static void open(Session session, Path folder, Display display, Consumer<OpeningDatabase> onOpened, Consumer<String> onError) {
        OpeningDatabase already = session.openDatabases().find(folder);
        if (already != null) {
            session.pickDatabase(already);
            keepOpenOnes(session);
            onOpened.accept(already);
            return;
        }
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
                    session.addDatabase(database);
                    remember(session, session.preferences().withRecent(folder.toAbsolutePath()));
                    keepOpenOnes(session);
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

    /**
     * Opens the databases open when the workbench last quit (else the last recent one, else the
     * default one) and the Clipboard database; the first of them that opens becomes the active one,
     * which {@code onOpened} gets. A folder that no longer holds a database is left out; one that
     * does not open is reported.
     */
    public static void restore(Session session, Display display, Consumer<OpeningDatabase> onOpened, Consumer<String> onError) {
        Set<Path> folders = new LinkedHashSet<>();
        try {
            for (Path kept : OpenDatabases.kept(openDatabasesFile())) {
                if (Files.isRegularFile(kept.resolve(Storage.SQLITE_FILE))) {
                    folders.add(kept);
                }
            }
        } catch (IOException e) {
            onError.accept("Cannot read the list of open databases " + openDatabasesFile() + ": " + e.getMessage());
        }
        if (folders.isEmpty()) {
            List<Path> recent = session.preferences().recentDatabases();
            Path last = recent.isEmpty() ? null : recent.get(0);
            folders.add(last != null && Files.isRegularFile(last.resolve(Storage.SQLITE_FILE)) ? last : RookeryHome.defaultDatabase());
        }
        folders.add(RookeryHome.clipboardDatabase().toAbsolutePath());
        Job opening = Job.create("Opening the databases", monitor -> {
            List<OpeningDatabase> opened = new ArrayList<>();
            List<String> problems = new ArrayList<>();
            for (Path folder : folders) {
                try {
                    opened.add(OpeningDatabase.open(folder));
                } catch (Exception e) {
                    problems.add("Cannot open the database " + folder + ": " + e.getMessage());
                }
            }
            onUiThread(display, () -> opened.forEach(DatabaseOpener::close), () -> {
                if (display.getShells().length == 0) {
                    opened.forEach(DatabaseOpener::close);
                    return;
                }
                // in the order kept (the Clipboard database last), the first one active unless the user
                // opened or picked one while these opened
                OpeningDatabase picked = session.database();
                for (OpeningDatabase database : opened) {
                    if (session.openDatabases().find(database.folder()) == null) {
                        session.addDatabase(database);
                    } else {
                        close(database);
                    }
                }
                problems.forEach(onError);
                OpeningDatabase first = picked != null ? picked : opened.isEmpty() ? null : session.openDatabases().find(opened.get(0).folder());
                if (first != null) {
                    session.pickDatabase(first);
                    keepOpenOnes(session);
                    onOpened.accept(first);
                }
            });
            return Status.OK_STATUS;
        });
        opening.setSystem(true);
        opening.schedule();
    }

    /** Takes the database out of the open ones and closes it (not the Clipboard database, which stays open). */
    public static void close(Session session, OpeningDatabase database) {
        if (DatabaseNames.isClipboard(database.folder())) {
            return;
        }
        session.removeDatabase(database);
        keepOpenOnes(session);
        close(database);
    }

    /** A change of a closed database's folder: renamed, deleted, emptied. */
    @FunctionalInterface
    public interface FolderChange {
        void apply(Path folder) throws IOException;
    }

    /**
     * Closes the database in {@code folder} if it is open, applies {@code change} to the folder off
     * the UI thread once it is closed, then opens {@code reopen} (null: nothing) among the open
     * databases, the active one staying active; {@code onDone} runs on the UI thread after.
     */
    public static void whileClosed(Session session, Path folder, Display display, FolderChange change, Path reopen, Runnable onDone,
            Consumer<String> onError) {
        OpeningDatabase open = session.openDatabases().find(folder);
        OpeningDatabase active = session.database();
        if (open != null) {
            session.removeDatabase(open);
            keepOpenOnes(session);
        }
        Job changing = Job.create("Changing the database " + folder, monitor -> {
            OpeningDatabase reopened = null;
            try {
                if (open != null) {
                    open.close();
                }
                change.apply(folder);
                reopened = reopen == null ? null : OpeningDatabase.open(reopen);
            } catch (Exception e) {
                onUiThread(display, () -> { }, () -> onError.accept(folder + ": " + e.getMessage()));
            }
            OpeningDatabase shown = reopened;
            onUiThread(display, () -> close(shown), () -> {
                if (shown != null) {
                    session.addDatabase(shown);
                    if (open != active && active != null && session.openDatabases().all().contains(active)) {
                        session.pickDatabase(active);
                    }
                    keepOpenOnes(session);
                }
                onDone.run();
            });
            return Status.OK_STATUS;
        });
        changing.setSystem(true);
        changing.schedule();
    }

    /** Writes the open databases' folders where {@link #restore} reads them. */
    public static void keepOpenOnes(Session session) {
        OpenDatabases open = session.openDatabases();
        try {
            open.keep(openDatabasesFile());
        } catch (IOException e) {
            ILog.of(DatabaseOpener.class).error("The open databases were not kept for the next start", e);
        }
    }

    /** Runs {@code action} on the UI thread, or {@code gone} here when the display is (or gets) disposed first. */
    private static void onUiThread(Display display, Runnable gone, Runnable action) {
        if (!DisplayExecutor.of(display).offer(action)) {
            gone.run();
        }
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

    /** Closes the database off the UI thread (its last batch may still be committing). */
    public static void close(OpeningDatabase database) {
        if (database == null) {
            return;
        }
        Job closing = Job.create("Closing a database", monitor -> {
            closeHere(database);
            return Status.OK_STATUS;
        });
        closing.setSystem(true);
        try {
            closing.schedule();
        } catch (IllegalStateException jobsShutDown) {
            // the workbench quit while the database was opening, and its job manager is gone
            closeHere(database);
        }
    }

    private static void closeHere(OpeningDatabase database) {
        try {
            database.close();
        } catch (IOException | SQLException e) {
            ILog.of(DatabaseOpener.class).error("Closing a database failed", e);
        }
    }
}
