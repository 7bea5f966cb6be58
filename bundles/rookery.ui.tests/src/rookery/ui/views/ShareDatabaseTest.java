package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.ExploreFilter;
import rookery.database.OpeningDatabase;
import rookery.ui.dialogs.ShareDatabaseDialog;
import rookery.ui.model.DatabaseSharing;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Widgets;

/** File > Share Database: started from its window, a real HTTP client gets the explorer's counts from the address shown. */
class ShareDatabaseTest {
    @TempDir
    Path folder;
    private Shell shell;
    private OpeningDatabase database;
    private DatabaseSharing sharing;

    @AfterEach
    void close() throws Exception {
        if (sharing != null) {
            sharing.close();
        }
        for (Shell open : Display.getDefault().getShells()) {
            open.dispose();
        }
        database.close();
    }

    @Test
    void theSharedDatabaseAnswersTheLichessExplorerApiAtTheAddressShownUntilStopped() throws Exception {
        database = TestDatabase.create(folder, TestDatabase.SIX_GAMES);
        Display display = Display.getDefault();
        shell = new Shell(display);
        Session session = new WorkbenchSession();
        session.setDatabase(database);
        sharing = new DatabaseSharing(session);
        session.addListener(sharing);
        ShareDatabaseDialog dialog = new ShareDatabaseDialog(shell, session, sharing);
        dialog.open();
        assertEquals("", dialog.address());
        dialog.port().setSelection(freePort());
        dialog.startStop().notifyListeners(SWT.Selection, new Event());
        Ui.settle(display);
        String address = dialog.address();
        assertEquals("http://127.0.0.1:" + dialog.port().getSelection(), address);
        Screenshots.save(dialog.shell(), "share-database");

        HttpResponse<String> answer = get(address + "/masters?play=e2e4");
        assertEquals(200, answer.statusCode());
        Position afterE4 = Position.startpos();
        afterE4.play(rookery.chess.San.parse(afterE4, "e4"));
        int white = database.explore(afterE4, ExploreFilter.NONE).white();
        assertTrue(answer.body().startsWith("{\"white\":" + white + ","), answer.body());

        dialog.startStop().notifyListeners(SWT.Selection, new Event());
        assertEquals("", dialog.address());
        assertNull(sharing.url());
        assertThrows(IOException.class, () -> get(address + "/health"), "nothing listens after Stop");

        dialog.startStop().notifyListeners(SWT.Selection, new Event());
        assertEquals(200, get(dialog.address() + "/health").statusCode());
        session.setDatabase(null);
        assertNull(sharing.url(), "closing the database stops sharing it");
    }

    /** Issue 33, #9: once sharing, the longer status wrapped onto more lines and pushed the button row out of the window. */
    @Test
    void stopSharingStaysWholeAndInViewOnceSharingAndCloseClosesTheWindow() throws Exception {
        database = TestDatabase.create(folder, TestDatabase.SIX_GAMES);
        shell = new Shell(Display.getDefault());
        Session session = new WorkbenchSession();
        session.setDatabase(database);
        sharing = new DatabaseSharing(session);
        ShareDatabaseDialog dialog = new ShareDatabaseDialog(shell, session, sharing);
        dialog.open();
        dialog.port().setSelection(freePort());
        dialog.startStop().notifyListeners(SWT.Selection, new Event());
        Ui.settle(Display.getDefault());
        Screenshots.save(dialog.shell(), "share-database-sharing");
        assertEquals("Stop Sharing", dialog.startStop().getText());
        Widgets.assertWholeAndInView(dialog.startStop());
        Widgets.assertWholeAndInView(dialog.close());
        dialog.close().notifyListeners(SWT.Selection, new Event());
        assertTrue(dialog.shell().isDisposed(), "Close closes the window");
        assertNotNull(sharing.url(), "closing the window keeps sharing, as its status says");
    }

    private static HttpResponse<String> get(String url) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
