package rookery.ui.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.swt.SWT;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import com.sun.net.httpserver.HttpServer;

import rookery.ui.jobs.ImportJob;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.DatabaseWindow;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** File > Import from lichess / chess.com: a user name typed, the account's games imported from a real HTTP server on 127.0.0.1. */
class AccountImportDialogTest {
    private static final String GAMES = """
            [Event "Rated blitz game"]
            [Site "https://lichess.org/aaaa1111"]
            [White "erin"]
            [Black "frank"]
            [Result "1-0"]
            [UTCDate "2024.03.01"]
            [UTCTime "09:00:00"]

            1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:05:00] } 2. Nf3 1-0


            [Event "Rated rapid game"]
            [Site "https://lichess.org/bbbb2222"]
            [White "grace"]
            [Black "erin"]
            [Result "0-1"]
            [UTCDate "2024.03.02"]
            [UTCTime "10:30:00"]

            1. d4 d5 2. c4 0-1


            """;

    @TempDir
    Path folder;
    @RegisterExtension
    final DatabaseWindow window = new DatabaseWindow();
    private HttpServer server;
    private final List<String> queries = new CopyOnWriteArrayList<>();

    @BeforeEach
    void open() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/api/games/user/erin", exchange -> {
            queries.add(exchange.getRequestURI().getQuery());
            byte[] body = GAMES.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    @AfterEach
    void close() throws Exception {
        server.stop(0);
    }

    @Test
    void aTypedUserNameImportsTheAccountsGamesWithProgressAndASummary() throws Exception {
        Session session = new WorkbenchSession();
        session.setDatabase(window.database());
        ImportDialog[] progress = new ImportDialog[1];
        AccountImportDialog dialog = new AccountImportDialog(window.shell(), request -> {
            progress[0] = new ImportDialog(window.shell(), session);
            progress[0].start(ImportJob.ofAccount(window.database(), request), false);
        });
        dialog.open();
        dialog.apiUrl().setText("http://127.0.0.1:" + server.getAddress().getPort());
        dialog.perfType("blitz").setSelection(true);
        dialog.perfType("rapid").setSelection(true);
        Ui.settle(window.display());
        dialog.user().setFocus();
        for (char c : "erin".toCharArray()) {
            Ui.press(window.display(), c);
        }
        assertEquals("erin", dialog.user().getText());
        Screenshots.save(dialog.shell(), "account-import");
        Ui.systemClick(dialog.importButton(), dialog.importButton().getSize().x / 2, dialog.importButton().getSize().y / 2);
        Ui.settle(window.display());
        assertTrue(dialog.shell().isDisposed(), "Import starts: " + (dialog.shell().isDisposed() ? "" : dialog.problem()));
        Ui.waitUntil(window.display(), 30_000, "the account import to end", () -> progress[0] != null && !progress[0].progress().isTracking());
        assertEquals(2, window.database().gameCount(), progress[0].summaryText());
        assertTrue(progress[0].summaryText().startsWith("Import complete."), progress[0].summaryText());
        assertTrue(queries.get(0).contains("perfType=blitz,rapid"), queries.toString());
        Screenshots.save(progress[0].shell(), "account-import-summary");
    }

    @Test
    void aWrongDayIsNamedAndNothingStarts() {
        AccountImportDialog dialog = new AccountImportDialog(window.shell(), request -> {
            throw new AssertionError("nothing starts");
        });
        dialog.open();
        dialog.user().setText("erin");
        dialog.since().setText("2024-02-30");
        dialog.importButton().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertTrue(dialog.problem().startsWith("First day: '2024-02-30'"), dialog.problem());
        dialog.since().setText("");
        dialog.user().setText("two words");
        dialog.importButton().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertTrue(dialog.problem().startsWith("user name:"), dialog.problem());
        dialog.shell().close();
    }
}
