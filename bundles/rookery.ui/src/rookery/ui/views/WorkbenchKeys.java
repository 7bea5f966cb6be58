package rookery.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import rookery.ui.actions.GameClipboard;
import rookery.ui.session.Session;

/**
 * The workbench's keys, wherever the focus is in the board's window except in a field the user
 * types into, as the table {@link WorkbenchKey#all()} lists them (navigation, flip, copy and paste,
 * undo, glyphs). Keys of the board and the notation (Up/Down for variations, Delete, Shift+Delete,
 * Ctrl+Up) and of the board (Enter plays the explorer's selected move) stay with their control elsewhere (in lists Up/Down move the selection, Delete in the
 * games list deletes games).
 * A control marked {@link #OWN_COPY} (the explorer's table) keeps Ctrl+C for its own copy; in the games
 * list Ctrl+C and Ctrl+V copy and paste games ({@link GameTransferSupport}).
 */
final class WorkbenchKeys implements Listener {
    /** The data key that marks a control whose Ctrl+C copies its own content. */
    static final String OWN_COPY = "rookery.ownCopy";

    private final BoardView board;
    private final Session session;
    private final GameClipboard clipboard;

    private WorkbenchKeys(BoardView board, Session session, GameClipboard clipboard) {
        this.board = board;
        this.session = session;
        this.clipboard = clipboard;
    }

    /** Listens to the display's keys for as long as the board view lives. */
    static void install(BoardView board, Session session, GameClipboard clipboard) {
        WorkbenchKeys keys = new WorkbenchKeys(board, session, clipboard);
        board.getDisplay().addFilter(SWT.KeyDown, keys);
        board.addListener(SWT.Dispose, event -> event.display.removeFilter(SWT.KeyDown, keys));
    }

    @Override
    public void handleEvent(Event event) {
        if (!(event.widget instanceof Control focus) || focus.isDisposed() || focus.getShell() != board.getShell() || typesText(focus)) {
            return;
        }
        if (handle(event, focus)) {
            event.doit = false;
            event.type = SWT.None;
        }
    }

    /** Whether the control takes typed text, and so keeps every key for itself. */
    private static boolean typesText(Control control) {
        return control instanceof Text || control instanceof Combo combo && (combo.getStyle() & SWT.READ_ONLY) == 0
                || control instanceof Spinner || control instanceof StyledText styled && styled.getEditable();
    }

    private boolean handle(Event event, Control focus) {
        int modifiers = event.stateMask & SWT.MODIFIER_MASK;
        if (modifiers == SWT.MOD1 && event.keyCode == 'c' && focus.getData(OWN_COPY) != null) {
            return false;
        }
        WorkbenchKey.Scope where = focus == board.board() ? WorkbenchKey.Scope.BOARD
                : focus instanceof StyledText ? WorkbenchKey.Scope.BOARD_AND_NOTATION
                : focus.getData(GameTransferSupport.DATA_KEY) != null ? WorkbenchKey.Scope.GAMES_LIST : WorkbenchKey.Scope.ANYWHERE;
        WorkbenchKey key = WorkbenchKey.typed(modifiers, event.keyCode, where);
        if (key == null) {
            return false;
        }
        key.action().run(board, session, clipboard);
        return true;
    }
}
