package rookery.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

import rookery.ui.model.Session;

/** The board's right-click menu: copy the FEN or PGN, paste, flip, set up a position, analyse. */
final class BoardMenu {
    private BoardMenu() {
    }

    static Menu create(BoardView view, Session session, GameClipboard clipboard) {
        Menu menu = new Menu(view.board());
        item(menu, "Copy FEN\tCtrl+C", clipboard::copyFen);
        item(menu, "Copy PGN\tCtrl+Shift+C", clipboard::copyPgn);
        item(menu, "Paste FEN or PGN\tCtrl+V", clipboard::paste);
        new MenuItem(menu, SWT.SEPARATOR);
        item(menu, "Flip Board\tF", view::flip);
        item(menu, "Set Up Position...", () -> new PositionSetupDialog(view.getShell(), session).open());
        item(menu, "&Analyse", session::requestAnalysis);
        return menu;
    }

    private static void item(Menu menu, String text, Runnable action) {
        MenuItem item = new MenuItem(menu, SWT.PUSH);
        item.setText(text);
        item.addListener(SWT.Selection, event -> action.run());
    }
}
