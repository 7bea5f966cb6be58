package rookery.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;

import rookery.ui.model.NavigationKey;
import rookery.ui.model.Session;

/** Left/Right/Home/End/Up/Down on the board and the notation move through the game. */
final class NavigationKeys {
    private NavigationKeys() {
    }

    /** Handles a key-down event if it is a navigation key (and consumes it). */
    static void handle(Event event, Session session) {
        NavigationKey key = switch (event.keyCode) {
            case SWT.ARROW_LEFT -> NavigationKey.BACK;
            case SWT.ARROW_RIGHT -> NavigationKey.FORWARD;
            case SWT.HOME -> NavigationKey.START;
            case SWT.END -> NavigationKey.END;
            case SWT.ARROW_UP -> NavigationKey.PREVIOUS_VARIATION;
            case SWT.ARROW_DOWN -> NavigationKey.NEXT_VARIATION;
            default -> null;
        };
        if (key != null) {
            session.navigate(key);
            event.doit = false;
        }
    }
}
