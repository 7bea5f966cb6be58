package rookery.ui.handlers;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

import jakarta.inject.Inject;

import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.IWindowCloseHandler;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.osgi.service.event.Event;

import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;
import rookery.database.SampleDatabase;
import rookery.ui.actions.RepertoireSaving;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.dialogs.ImportDialog;
import rookery.ui.session.Session;

/**
 * At start-up, opens the databases open when the workbench last quit again, and the Clipboard database. On the very first start there is none: the default
 * database is created and the sample games shipped with Rookery are imported into it, in the
 * import window with its progress bar, so the explorer, engine and games parts have something to show.
 * It also makes closing the main window ask about unsaved edits of the game, as File > Quit does, and
 * opens the PGN file the workbench was started with (the launcher's {@value #OPEN_PROPERTY}: a file
 * manager opening a .pgn file with Rookery).
 */
public class StartupDatabase {
    static final String OPEN_PROPERTY = "rookery.open";

    @Inject
    @org.eclipse.e4.core.di.annotations.Optional
    void applicationStarted(@UIEventTopic(UIEvents.UILifeCycle.APP_STARTUP_COMPLETE) Event event, Session session, MApplication application) {
        if (session.database() != null) {
            return;
        }
        Shell shell = application.getChildren().isEmpty() || !(application.getChildren().get(0).getWidget() instanceof Shell window)
                ? Display.getCurrent().getActiveShell()
                : window;
        if (!application.getChildren().isEmpty()) {
            MWindow main = application.getChildren().get(0);
            main.getContext().set(IWindowCloseHandler.class, window -> UnsavedChanges.allow(shell, session, "quit")
                    && RepertoireSaving.allow(shell, session, "quit"));
        }
        DatabaseOpener.restore(session, shell.getDisplay(),
                database -> {
                    importSampleIntoEmptyDefault(shell, session, database.folder(), database);
                    openFileGivenAtStart(shell, session, application);
                },
                message -> Messages.error(shell, "Open database", message));
    }

    private static void openFileGivenAtStart(Shell shell, Session session, MApplication application) {
        String given = System.getProperty(OPEN_PROPERTY);
        if (given == null || given.isBlank()) {
            return;
        }
        Path file = Path.of(given);
        if (!Files.isRegularFile(file)) {
            Messages.error(shell, "Open PGN", "The file " + file + " does not exist.");
            return;
        }
        if (!application.getChildren().isEmpty()) {
            PgnHandlers.open(shell, session, file, application.getChildren().get(0).getContext().get(EPartService.class));
        }
    }

    private static void importSampleIntoEmptyDefault(Shell shell, Session session, Path folder, OpeningDatabase database) {
        Optional<Path> sample = SampleDatabase.sampleFile();
        if (sample.isEmpty() || !folder.toAbsolutePath().equals(RookeryHome.defaultDatabase().toAbsolutePath())) {
            return;
        }
        try {
            if (database.gameCount() == 0) {
                new ImportDialog(shell, session).start(database, List.of(sample.get()), true);
            }
        } catch (SQLException e) {
            Messages.error(shell, "Open database", "Cannot read the database " + folder + ": " + e.getMessage());
        }
    }
}
