package rookery.ui.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;

/**
 * A parent window and a new, empty database for a test of a window that works on a database,
 * opened before the test's own set-up and closed after it (the window first, then the database):
 * {@code @RegisterExtension final DatabaseWindow window = new DatabaseWindow();}.
 */
public final class DatabaseWindow implements BeforeEachCallback, AfterEachCallback {
    private final TestShell window = new TestShell();
    private Path folder;
    private OpeningDatabase database;

    public Display display() {
        return window.display();
    }

    public Shell shell() {
        return window.shell();
    }

    public OpeningDatabase database() {
        return database;
    }

    /** Imports these games (PGN text) into the database. */
    public void importGames(CharSequence pgn) throws IOException, SQLException {
        Path file = Files.writeString(folder.resolve("games.pgn"), pgn);
        database.importFiles(List.of(file), ImportOptions.defaults(), ImportListener.NONE);
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException, SQLException {
        folder = Files.createTempDirectory("rookery-window-db");
        database = OpeningDatabase.open(folder.resolve("db"));
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        window.afterEach(context);
        database.close();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }
}
