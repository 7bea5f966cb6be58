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
import rookery.ui.actions.MoveEditing;
import rookery.ui.game.JudgedMoves;
import rookery.ui.game.MoveNode;
import rookery.ui.game.Nag;
import rookery.ui.game.NavigationKey;
import rookery.ui.session.Session;

/**
 * The workbench's keys, wherever the focus is in the board's window except in a field the user
 * types into: Left/Right/Home/End/Backspace move through the game (Up/Down choose a variation on
 * the board and in the notation; in lists they move the selection), F flips the board, N goes to
 * the next move an engine review judged, Ctrl+C
 * copies the position's FEN, Ctrl+Shift+C the game's PGN, Ctrl+V loads a pasted FEN or PGN, Ctrl+Z
 * undoes the last edit of the game and Ctrl+Shift+Z (or Ctrl+Y) redoes it, Ctrl+1..6 and
 * Ctrl+Alt+1..8 switch the current move's glyphs ({@link Nag#ofShortcut}). On the board and in the
 * notation, Delete deletes from the current move on, Shift+Delete its variation and Ctrl+Up
 * promotes its variation ({@link MoveEditing}); elsewhere those keys stay with their control
 * (Delete in the games list deletes games).
 * A control marked {@link #OWN_COPY} (the explorer's table) keeps Ctrl+C for its own copy.
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
        boolean command = (event.stateMask & SWT.MOD1) != 0 && (event.stateMask & SWT.ALT) == 0;
        boolean shift = (event.stateMask & SWT.SHIFT) != 0;
        boolean editsGame = focus == board.board() || focus instanceof StyledText;
        if (togglesGlyph(event) || editsGame && editsMove(event)) {
            return true;
        }
        if (command && !shift && event.keyCode == 'c' && focus.getData(OWN_COPY) != null) {
            return false;
        }
        if (command) {
            return switch (Character.toLowerCase((char) event.keyCode)) {
                case 'c' -> {
                    if (shift) {
                        clipboard.copyPgn();
                    } else {
                        clipboard.copyFen();
                    }
                    yield true;
                }
                case 'v' -> {
                    clipboard.paste();
                    yield true;
                }
                case 'z' -> {
                    if (shift) {
                        session.redo();
                    } else {
                        session.undo();
                    }
                    yield true;
                }
                case 'y' -> {
                    session.redo();
                    yield true;
                }
                default -> false;
            };
        }
        if ((event.stateMask & SWT.MODIFIER_MASK) != 0) {
            return false;
        }
        NavigationKey key = switch (event.keyCode) {
            case SWT.ARROW_LEFT, SWT.BS -> NavigationKey.BACK;
            case SWT.ARROW_RIGHT -> NavigationKey.FORWARD;
            case SWT.HOME -> NavigationKey.START;
            case SWT.END -> NavigationKey.END;
            case SWT.ARROW_UP -> editsGame ? NavigationKey.PREVIOUS_VARIATION : null;
            case SWT.ARROW_DOWN -> editsGame ? NavigationKey.NEXT_VARIATION : null;
            default -> null;
        };
        if (key != null) {
            session.navigate(key);
            return true;
        }
        if (event.keyCode == 'f') {
            board.flip();
            return true;
        }
        if (event.keyCode == 'n') {
            MoveNode next = JudgedMoves.after(session.current());
            if (next != null) {
                session.goTo(next);
            }
            return true;
        }
        return false;
    }

    private boolean togglesGlyph(Event event) {
        int modifiers = event.stateMask & SWT.MODIFIER_MASK;
        boolean alt = modifiers == (SWT.MOD1 | SWT.ALT);
        if (modifiers != SWT.MOD1 && !alt) {
            return false;
        }
        int nag = Nag.ofShortcut(event.keyCode - '0', alt);
        if (nag != 0) {
            MoveEditing.toggleGlyph(session, nag);
        }
        return nag != 0;
    }

    private boolean editsMove(Event event) {
        int modifiers = event.stateMask & SWT.MODIFIER_MASK;
        if (event.keyCode == SWT.DEL && modifiers == 0) {
            MoveEditing.deleteFromHere(session);
        } else if (event.keyCode == SWT.DEL && modifiers == SWT.SHIFT) {
            MoveEditing.deleteVariation(session);
        } else if (event.keyCode == SWT.ARROW_UP && modifiers == SWT.MOD1) {
            MoveEditing.promoteVariation(session);
        } else {
            return false;
        }
        return true;
    }
}
