package rookery.ui.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.OpeningDatabase;
import rookery.ui.model.DatabaseSharing;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;

/** Share Database and Import from URL keep every button in view and close by a button, not only by Escape. */
class DialogButtonsTest {
    @TempDir
    Path folder;
    private final Display display = Display.getDefault();
    private final Shell parent = new Shell(display);
    private OpeningDatabase database;
    private DatabaseSharing sharing;

    @AfterEach
    void close() throws Exception {
        if (sharing != null) {
            sharing.close();
        }
        parent.dispose();
        if (database != null) {
            database.close();
        }
        Ui.settle(display);
    }

    @Test
    void stopSharingStaysWholeAndInViewOnceSharingAndCloseClosesTheWindow() throws Exception {
        database = TestDatabase.create(folder, TestDatabase.SIX_GAMES);
        Session session = new WorkbenchSession();
        session.setDatabase(database);
        sharing = new DatabaseSharing(session);
        ShareDatabaseDialog dialog = new ShareDatabaseDialog(parent, session, sharing);
        dialog.open();
        dialog.port().setSelection(freePort());
        dialog.startStop().notifyListeners(SWT.Selection, new Event());
        Ui.settle(display);
        Screenshots.save(dialog.shell(), "share-database-sharing");
        assertEquals("Stop Sharing", dialog.startStop().getText());
        assertWholeAndInView(dialog.shell(), dialog.startStop());
        assertWholeAndInView(dialog.shell(), dialog.close());
        dialog.close().notifyListeners(SWT.Selection, new Event());
        assertTrue(dialog.shell().isDisposed(), "Close closes the window");
        assertNotNull(sharing.url(), "closing the window keeps sharing, as its status says");
    }

    @Test
    void cancelClosesImportFromUrlWithoutImporting() {
        List<URI> imported = new ArrayList<>();
        ImportUrlDialog dialog = new ImportUrlDialog(parent, imported::add);
        dialog.open();
        dialog.address().setText("https://database.lichess.org/standard/lichess_db_standard_rated_2013-01.pgn.zst");
        Ui.settle(display);
        assertWholeAndInView(dialog.shell(), dialog.cancel());
        dialog.cancel().notifyListeners(SWT.Selection, new Event());
        assertTrue(dialog.shell().isDisposed());
        assertTrue(imported.isEmpty(), "Cancel imports nothing");
    }

    /** The button is as wide as its label needs and lies inside the window's client area. */
    private static void assertWholeAndInView(Shell shell, Button button) {
        assertTrue(button.getSize().x >= button.computeSize(SWT.DEFAULT, SWT.DEFAULT).x, "'" + button.getText() + "' is cut off");
        Rectangle inShell = shell.getDisplay().map(button.getParent(), shell, button.getBounds());
        Rectangle client = shell.getClientArea();
        assertTrue(client.contains(inShell.x, inShell.y) && client.contains(inShell.x + inShell.width - 1, inShell.y + inShell.height - 1),
                "'" + button.getText() + "' at " + inShell + " lies outside the window's " + client);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
