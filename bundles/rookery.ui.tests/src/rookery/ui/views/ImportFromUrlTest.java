package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.SimpleFileServer;

import io.airlift.compress.zstd.ZstdOutputStream;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.ui.dialogs.ImportUrlDialog;
import rookery.ui.handlers.ImportUrlHandler;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Widgets;
import rookery.ui.testing.Workbench;

/**
 * File > Import PGN from URL against a real HTTP server on 127.0.0.1 serving the bundled sample as
 * .pgn.zst: the address typed into the dialog, the import window's progress, and the explorer
 * counting exactly the games of the same file imported from disk.
 */
class ImportFromUrlTest {
    private static final Path SAMPLE = Path.of("../../data/sample/rookery-sample.pgn");

    @TempDir
    Path folder;
    private HttpServer server;
    private Shell shell;
    private OpeningDatabase database;
    private OpeningDatabase reference;

    @BeforeEach
    void serve() throws IOException {
        byte[] compressed = zstd(Files.readAllBytes(SAMPLE));
        Path served = Files.createDirectories(folder.resolve("served"));
        Files.write(served.resolve("sample.pgn.zst"), compressed);
        server = SimpleFileServer.createFileServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), served,
                SimpleFileServer.OutputLevel.NONE);
        server.start();
    }

    @AfterEach
    void close() throws Exception {
        server.stop(0);
        for (Shell open : Display.getDefault().getShells()) {
            open.dispose();
        }
        if (database != null) {
            database.close();
        }
        if (reference != null) {
            reference.close();
        }
    }

    @Test
    void theAddressTypedIntoTheDialogIsStreamedIntoTheDatabaseAndTheExplorerCountsItsGames() throws Exception {
        reference = OpeningDatabase.open(folder.resolve("reference"));
        reference.importFiles(List.of(SAMPLE), ImportOptions.defaults(), ImportListener.NONE);
        Display display = Display.getDefault();
        shell = new Shell(display);
        Session session = new WorkbenchSession();
        Workbench workbench = Workbench.open(shell, session, folder.resolve("tables"));
        database = OpeningDatabase.open(folder.resolve("db"));
        session.setDatabase(database);

        new ImportUrlHandler().execute(shell, session);
        Shell dialog = shellTitled(display, "Import PGN from URL");
        Widgets.first(dialog, Text.class).setText("ftp://127.0.0.1/sample.pgn");
        Widgets.visibleButton(dialog, "Import").notifyListeners(SWT.Selection, new Event());
        Ui.settle(display);
        assertTrue(!dialog.isDisposed(), "a wrong address keeps the dialog open");
        assertTrue(List.of(dialog.getChildren()).stream().anyMatch(child -> child instanceof org.eclipse.swt.widgets.Label label
                && label.getText().equals("Not an http or https address: ftp://127.0.0.1/sample.pgn")), "the dialog says what is wrong");
        Screenshots.save(dialog, "import-url-dialog");
        String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/sample.pgn.zst";
        Widgets.first(dialog, Text.class).setText(url);
        Widgets.visibleButton(dialog, "Import").notifyListeners(SWT.Selection, new Event());

        Shell progress = shellTitled(display, "Import PGN");
        Ui.waitUntil(display, 60_000, "the import to complete",
                () -> Widgets.visibleButton(progress, "Close").isEnabled());
        Screenshots.save(progress, "import-url-done");
        long games = reference.gameCount();
        assertEquals(games, database.gameCount());
        Ui.waitUntil(display, 20_000, "the explorer's count of all the games",
                () -> workbench.explorer().shown() != null && workbench.explorer().shown().total().games() == games);
    }

    @Test
    void anAddressThatIsNotHttpIsRefusedInTheDialogNamingIt() {
        IllegalArgumentException refused = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> ImportUrlDialog.parse("ftp://127.0.0.1/sample.pgn"));
        assertEquals("Not an http or https address: ftp://127.0.0.1/sample.pgn", refused.getMessage());
        assertEquals("Type an address or pick an archive.",
                org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> ImportUrlDialog.parse("  ")).getMessage());
    }

    /** Issue 33, #9: the window closed by Escape only. */
    @Test
    void cancelClosesTheWindowWithoutImporting() {
        shell = new Shell(Display.getDefault());
        List<URI> imported = new ArrayList<>();
        ImportUrlDialog dialog = new ImportUrlDialog(shell, imported::add);
        dialog.open();
        dialog.address().setText("https://database.lichess.org/standard/lichess_db_standard_rated_2013-01.pgn.zst");
        Ui.settle(Display.getDefault());
        Widgets.assertWholeAndInView(dialog.cancel());
        dialog.cancel().notifyListeners(SWT.Selection, new Event());
        assertTrue(dialog.shell().isDisposed());
        assertTrue(imported.isEmpty(), "Cancel imports nothing");
    }

    private static Shell shellTitled(Display display, String title) {
        Shell[] found = new Shell[1];
        Ui.waitUntil(display, 10_000, "the window " + title, () -> {
            for (Shell open : display.getShells()) {
                if (title.equals(open.getText()) && open.isVisible()) {
                    found[0] = open;
                    return true;
                }
            }
            return false;
        });
        return found[0];
    }

    private static byte[] zstd(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZstdOutputStream zstd = new ZstdOutputStream(out)) {
            zstd.write(bytes);
        }
        return out.toByteArray();
    }
}
