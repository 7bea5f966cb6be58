package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.San;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.MastersSample;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Workbench;

/**
 * The main perspective on a real database, the first games of the shared masters collection,
 * with the built-in engine running: saved as target/screenshots/workbench.png.
 */
class WorkbenchScreenshotTest {
    private static final int GAMES = 2500;

    @TempDir
    Path folder;
    private Shell shell;
    private OpeningDatabase database;

    @AfterEach
    void close() throws Exception {
        if (shell != null) {
            shell.dispose();
            Ui.settle(Display.getDefault());
        }
        if (database != null) {
            database.close();
        }
    }

    @Test
    void mainPerspectiveWithARealDatabaseAndARunningEngine() throws Exception {
        assumeTrue(Files.isRegularFile(MastersSample.source()), "shared data absent: " + MastersSample.source());
        Path sample = MastersSample.write(folder.resolve("masters-sample.pgn"), GAMES);
        database = OpeningDatabase.open(folder.resolve("masters"));
        database.importFiles(List.of(sample), ImportOptions.defaults(), ImportListener.NONE);

        Display display = Display.getDefault();
        shell = new Shell(display);
        Session session = new WorkbenchSession();
        Workbench workbench = Workbench.open(shell, session, folder.resolve("tables"));
        session.setDatabase(database);
        for (String san : new String[] {"e4", "c5", "Nf3", "d6"}) {
            session.play(San.parse(session.position(), san));
        }
        session.back();
        session.play(San.parse(session.position(), "e6"));
        session.back();
        session.forward();
        long key = session.position().key();
        Ui.waitUntil(display, 20_000, "the explorer", () -> workbench.explorer().shownKey() == key);
        workbench.engine().setRunning(true);
        Ui.waitUntil(display, 30_000, "engine lines", () -> workbench.engine().table().getItemCount() >= 3
                && Integer.parseInt(workbench.engine().table().getItem(0).getText(1).split("/")[0]) >= 10);
        Ui.waitUntil(display, 20_000, "the games list", () -> workbench.games().total() > 0);
        Ui.settle(display);
        Path file = Screenshots.save(shell, "workbench");
        workbench.engine().setRunning(false);
        assertTrue(Files.size(file) > 10_000, "a real picture was written");
        assertTrue(workbench.explorer().shown().total().games() > 100, "the masters database knows 1.e4 c5 2.Nf3 d6");
    }
}
