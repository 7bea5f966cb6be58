package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Piece;
import rookery.chess.Square;
import rookery.chess.Variant;
import rookery.ui.model.PreferencesStore;
import rookery.ui.model.Session;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** Position setup, paste and preferences dialogs driven through their widgets. */
class DialogsTest {
    private Display display;
    private Shell parent;
    private final Session session = new Session();

    @BeforeEach
    void open() {
        display = Display.getDefault();
        parent = new Shell(display);
    }

    @AfterEach
    void close() {
        parent.dispose();
        Ui.settle(display);
    }

    @Test
    void setupByClicksOnTheBoardEditorStartsAGameFromThePosition() {
        PositionSetupDialog dialog = new PositionSetupDialog(parent, session);
        dialog.open();
        Ui.settle(display);
        dialog.fen().setText("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        dialog.applyFen();
        dialog.chooseBrush(Piece.WHITE_ROOK);
        Ui.clickCentre(dialog.board(), dialog.board().squareBounds(Square.parse("a1")));
        assertEquals("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", dialog.fen().getText());
        Ui.settle(display);
        Screenshots.save(dialog.shell(), "position-setup");
        dialog.accept();
        assertTrue(dialog.shell().isDisposed());
        assertEquals("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", session.position().fen());
    }

    @Test
    void anIllegalSetupIsRefusedWithTheReason() {
        PositionSetupDialog dialog = new PositionSetupDialog(parent, session);
        dialog.fen().setText("8/8/8/8/8/8/8/4K3 w - - 0 1");
        dialog.applyFen();
        dialog.accept();
        assertTrue(dialog.problem().startsWith("Illegal position"), dialog.problem());
        assertEquals(Variant.STANDARD, session.game().variant());
        dialog.shell().close();
    }

    @Test
    void pastedPgnBecomesTheCurrentGame() {
        PastePgnDialog dialog = new PastePgnDialog(parent, session);
        dialog.text().setText("[White \"A\"]\n\n1. d4 Nf6 2. c4 e6 *");
        dialog.accept();
        assertEquals("e6", session.game().mainLineEnd().san());
    }

    @Test
    void theClipboardIsPrefilledSelectedSoTypingReplacesIt() {
        Clipboard clipboard = new Clipboard(display);
        try {
            clipboard.setContents(new Object[] {"some text copied earlier"}, new Transfer[] {TextTransfer.getInstance()});
            PastePgnDialog dialog = new PastePgnDialog(parent, session);
            dialog.open();
            Ui.settle(display);
            assertEquals("some text copied earlier", dialog.text().getText());
            assertEquals("some text copied earlier", dialog.text().getSelectionText(), "the prefilled text is selected");
            dialog.text().insert("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
            assertEquals("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", dialog.text().getText(), "typing replaces the prefilled text");
            dialog.accept();
            assertEquals("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", session.position().fen());
        } finally {
            clipboard.dispose();
        }
    }

    @Test
    void dialogsOpenCentredOnTheirWindowNotInItsCorner() {
        parent.setBounds(200, 150, 1000, 700);
        parent.open();
        Ui.settle(display);
        Rectangle window = parent.getBounds();
        PastePgnDialog paste = new PastePgnDialog(parent, session);
        paste.open();
        PreferencesDialog preferences = new PreferencesDialog(parent, session, new PreferencesStore(Path.of("unused.properties")));
        preferences.open();
        PositionSetupDialog setup = new PositionSetupDialog(parent, session);
        setup.open();
        Ui.settle(display);
        for (Shell dialog : new Shell[] {paste.shell(), preferences.shell(), setup.shell()}) {
            Rectangle bounds = dialog.getBounds();
            int centreX = bounds.x + bounds.width / 2;
            int centreY = bounds.y + bounds.height / 2;
            assertTrue(Math.abs(centreX - (window.x + window.width / 2)) <= 40, dialog.getText() + " centred across: " + bounds + " in " + window);
            assertTrue(Math.abs(centreY - (window.y + window.height / 2)) <= 60 || bounds.height > window.height,
                    dialog.getText() + " centred down: " + bounds + " in " + window);
            dialog.close();
        }
    }

    @Test
    void preferencesAreSavedAndApplied(@TempDir Path folder) throws Exception {
        PreferencesStore store = new PreferencesStore(folder.resolve("ui.properties"));
        PreferencesDialog dialog = new PreferencesDialog(parent, session, store);
        dialog.open();
        dialog.lowSample().setSelection(42);
        dialog.theme().select(1);
        dialog.pieces().select(1);
        dialog.addEngine(new rookery.ui.model.EngineConfig("Stockfish", "/usr/games/stockfish", java.util.Map.of()));
        Ui.settle(display);
        Screenshots.save(dialog.shell(), "preferences");
        dialog.accept();
        assertEquals(42, session.preferences().lowSampleThreshold());
        assertEquals("green", store.load().boardTheme());
        assertEquals("solid", store.load().pieceSet());
        assertEquals("Stockfish", store.load().engines().get(0).name());
    }
}
