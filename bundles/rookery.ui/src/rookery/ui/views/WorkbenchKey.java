package rookery.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.bindings.keys.KeyStroke;
import org.eclipse.jface.bindings.keys.SWTKeySupport;
import org.eclipse.swt.SWT;

import rookery.ui.actions.GameClipboard;
import rookery.ui.actions.MoveEditing;
import rookery.ui.game.JudgedMoves;
import rookery.ui.game.MoveNode;
import rookery.ui.game.Nag;
import rookery.ui.game.NavigationKey;
import rookery.ui.session.Session;

/**
 * A key of the workbench that {@link WorkbenchKeys} handles wherever the focus is in the window
 * (except in a field the user types into): its stroke, where it works, what it does in words (Help >
 * Keyboard Shortcuts lists them) and the doing. {@link #all()} is the one table of them.
 *
 * @param modifiers SWT's modifier bits, exactly those held
 * @param keyCode SWT's key code (a letter in lower case)
 */
public record WorkbenchKey(int modifiers, int keyCode, Scope scope, String description, Action action) {

    /** Where a key works. */
    public enum Scope {
        ANYWHERE("Anywhere"), BOARD_AND_NOTATION("On the board and in the notation"), BOARD("On the board"),
        GAMES_LIST("In the Games list");

        private final String text;

        Scope(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }

        /** Whether a key of this scope works where the focus is (the narrowest scope it is in). */
        boolean covers(Scope focus) {
            return this == ANYWHERE || this == focus || this == BOARD_AND_NOTATION && focus == BOARD;
        }
    }

    /** What a key does. */
    @FunctionalInterface
    public interface Action {
        void run(BoardView board, Session session, GameClipboard clipboard);
    }

    private static final List<WorkbenchKey> ALL = table();

    /** Every key, in the order Help lists them. */
    public static List<WorkbenchKey> all() {
        return ALL;
    }

    /**
     * The key typed as {@code modifiers} and {@code keyCode} (a letter in either case) where the focus
     * is: a key of that place before one that works anywhere; null when none is.
     */
    public static WorkbenchKey typed(int modifiers, int keyCode, Scope focus) {
        int key = keyCode < 0x10000 ? Character.toLowerCase(keyCode) : keyCode;
        key = key == SWT.KEYPAD_CR ? SWT.CR : key;
        WorkbenchKey anywhere = null;
        for (WorkbenchKey candidate : ALL) {
            if (candidate.modifiers == modifiers && candidate.keyCode == key && candidate.scope.covers(focus)) {
                if (candidate.scope != Scope.ANYWHERE) {
                    return candidate;
                }
                if (anywhere == null) {
                    anywhere = candidate;
                }
            }
        }
        return anywhere;
    }

    /** The stroke as the platform writes it ("Ctrl+Shift+Z"). */
    public String keys() {
        return SWTKeySupport.getKeyFormatterForPlatform()
                .format(KeyStroke.getInstance(modifiers, keyCode < 0x10000 ? Character.toUpperCase(keyCode) : keyCode));
    }

    private static List<WorkbenchKey> table() {
        List<WorkbenchKey> keys = new ArrayList<>();
        Scope anywhere = Scope.ANYWHERE;
        Scope game = Scope.BOARD_AND_NOTATION;
        keys.add(navigation(SWT.ARROW_LEFT, anywhere, "Back one move", NavigationKey.BACK));
        keys.add(navigation(SWT.BS, anywhere, "Back one move", NavigationKey.BACK));
        keys.add(navigation(SWT.ARROW_RIGHT, anywhere, "Forward one move", NavigationKey.FORWARD));
        keys.add(navigation(SWT.HOME, anywhere, "To the start of the game", NavigationKey.START));
        keys.add(navigation(SWT.END, anywhere, "To the end of the line", NavigationKey.END));
        keys.add(navigation(SWT.ARROW_UP, game, "The previous variation", NavigationKey.PREVIOUS_VARIATION));
        keys.add(navigation(SWT.ARROW_DOWN, game, "The next variation", NavigationKey.NEXT_VARIATION));
        keys.add(new WorkbenchKey(SWT.NONE, 'f', anywhere, "Flip the board", (board, session, clipboard) -> board.flip()));
        keys.add(new WorkbenchKey(SWT.NONE, 'n', anywhere, "The next move an engine review judged", (board, session, clipboard) -> {
            MoveNode next = JudgedMoves.after(session.current());
            if (next != null) {
                session.goTo(next);
            }
        }));
        keys.add(new WorkbenchKey(SWT.MOD1, 'c', anywhere, "Copy the position's FEN (in the Opening Explorer: its table)",
                (board, session, clipboard) -> clipboard.copyFen()));
        keys.add(new WorkbenchKey(SWT.MOD1 | SWT.SHIFT, 'c', anywhere, "Copy the game's PGN", (board, session, clipboard) -> clipboard.copyPgn()));
        keys.add(new WorkbenchKey(SWT.MOD1, 'v', anywhere, "Paste a FEN or a PGN", (board, session, clipboard) -> clipboard.paste()));
        keys.add(new WorkbenchKey(SWT.MOD1, 'c', Scope.GAMES_LIST,
                "Copy the selected games, to paste them into another database's list (no game selected: the position's FEN)",
                (board, session, clipboard) -> {
                    if (!GameTransferSupport.focused(board.getDisplay()).copy()) {
                        clipboard.copyFen();
                    }
                }));
        keys.add(new WorkbenchKey(SWT.MOD1, 'v', Scope.GAMES_LIST,
                "Paste the copied games into the database the list shows (none copied: a FEN or a PGN)", (board, session, clipboard) -> {
                    if (!GameTransferSupport.focused(board.getDisplay()).paste()) {
                        clipboard.paste();
                    }
                }));
        keys.add(new WorkbenchKey(SWT.MOD1, 'z', anywhere, "Undo the last edit of the game", (board, session, clipboard) -> session.undo()));
        keys.add(new WorkbenchKey(SWT.MOD1 | SWT.SHIFT, 'z', anywhere, "Redo", (board, session, clipboard) -> session.redo()));
        keys.add(new WorkbenchKey(SWT.MOD1, 'y', anywhere, "Redo", (board, session, clipboard) -> session.redo()));
        for (boolean alt : new boolean[] {false, true}) {
            for (int digit = 1; Nag.ofShortcut(digit, alt) != 0; digit++) {
                int nag = Nag.ofShortcut(digit, alt);
                keys.add(new WorkbenchKey(SWT.MOD1 | (alt ? SWT.ALT : 0), '0' + digit, anywhere,
                        "Glyph " + Nag.symbol(nag) + " (" + Nag.describe(nag).toLowerCase() + ") on the move, or off again",
                        (board, session, clipboard) -> MoveEditing.toggleGlyph(session, nag)));
            }
        }
        keys.add(new WorkbenchKey(SWT.NONE, SWT.DEL, game, "Delete from the current move on",
                (board, session, clipboard) -> MoveEditing.deleteFromHere(session)));
        keys.add(new WorkbenchKey(SWT.SHIFT, SWT.DEL, game, "Delete the current move's variation",
                (board, session, clipboard) -> MoveEditing.deleteVariation(session)));
        keys.add(new WorkbenchKey(SWT.MOD1, SWT.ARROW_UP, game, "Promote the current move's variation",
                (board, session, clipboard) -> MoveEditing.promoteVariation(session)));
        keys.add(new WorkbenchKey(SWT.NONE, SWT.CR, Scope.BOARD, "Play the move selected in the Opening Explorer",
                (board, session, clipboard) -> ExplorerView.of(board.getShell()).ifPresent(ExplorerView::playSelected)));
        return List.copyOf(keys);
    }

    private static WorkbenchKey navigation(int keyCode, Scope scope, String description, NavigationKey where) {
        return new WorkbenchKey(SWT.NONE, keyCode, scope, description, (board, session, clipboard) -> session.navigate(where));
    }
}
