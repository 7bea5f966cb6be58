package rookery.ui.actions;

import java.io.IOException;

import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;

import rookery.ui.game.GameTree;
import rookery.ui.game.PastedText;
import rookery.ui.game.PgnText;
import rookery.ui.session.Session;
import rookery.ui.views.BoardView;

/** The position's FEN and the game's PGN to the clipboard, and a FEN or PGN from it, for the keys and the board's menu. */
public final class GameClipboard {
    private final BoardView board;
    private final Session session;

    public GameClipboard(BoardView board, Session session) {
        this.board = board;
        this.session = session;
    }

    public void copyFen() {
        copy(session.position().fen());
    }

    public void copyPgn() {
        copy(PgnText.write(session.game()));
    }

    private void copy(String text) {
        Clipboard clipboard = new Clipboard(board.getDisplay());
        try {
            clipboard.setContents(new Object[] {text}, new Transfer[] {TextTransfer.getInstance()});
        } finally {
            clipboard.dispose();
        }
    }

    /** Loads the FEN or PGN on the clipboard (after asking about unsaved edits); bad text is named under the board. */
    public void paste() {
        Clipboard clipboard = new Clipboard(board.getDisplay());
        try {
            Object contents = clipboard.getContents(TextTransfer.getInstance());
            GameTree pasted = PastedText.parse(contents instanceof String text ? text : "");
            if (UnsavedChanges.allow(board.getShell(), session, "load the pasted game")) {
                session.load(pasted);
            }
        } catch (IOException e) {
            board.showStatus("Cannot paste: " + e.getMessage());
        } finally {
            clipboard.dispose();
        }
    }
}
