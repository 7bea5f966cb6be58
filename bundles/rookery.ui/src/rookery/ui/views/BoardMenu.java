package rookery.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

import rookery.ui.actions.GameClipboard;
import rookery.ui.dialogs.PositionSetupDialog;
import rookery.ui.dialogs.StructureSearchDialog;
import rookery.ui.session.Session;

/**
 * The board's menu (a right-click off the squares or with Ctrl, the menu key, Shift+F10): clear the
 * move's drawings, copy the FEN or PGN, paste, flip, set up a position, analyse, search games by structure.
 */
final class BoardMenu {
    private BoardMenu() {
    }

    static Menu create(BoardView view, Session session, GameClipboard clipboard) {
        Menu menu = new Menu(view.board());
        MenuItem clearDrawings = item(menu, "Clear Drawings", session::clearDrawings);
        menu.addListener(SWT.Show, event -> clearDrawings.setEnabled(!session.current().drawings().isEmpty()));
        new MenuItem(menu, SWT.SEPARATOR);
        item(menu, "Copy FEN\tCtrl+C", clipboard::copyFen);
        item(menu, "Copy PGN\tCtrl+Shift+C", clipboard::copyPgn);
        item(menu, "Paste FEN or PGN\tCtrl+V", clipboard::paste);
        new MenuItem(menu, SWT.SEPARATOR);
        item(menu, "Flip Board\tF", view::flip);
        item(menu, "Set Up Position...", () -> new PositionSetupDialog(view.getShell(), session).open());
        item(menu, "&Analyse", session::requestAnalysis);
        new MenuItem(menu, SWT.SEPARATOR);
        item(menu, "Games with This Pawn Structure", () -> searchAtOnce(view, session, StructureSearchDialog.Mode.PAWNS));
        item(menu, "Games with This &Material", () -> searchAtOnce(view, session, StructureSearchDialog.Mode.MATERIAL));
        item(menu, "Search Games by Structure...", () -> new StructureSearchDialog(view.getShell(), session,
                StructureSearchDialog.Mode.PAWNS).open());
        return menu;
    }

    /** Opens the search dialog on the board's pawn structure or material and starts the search. */
    private static void searchAtOnce(BoardView view, Session session, StructureSearchDialog.Mode mode) {
        StructureSearchDialog dialog = new StructureSearchDialog(view.getShell(), session, mode);
        dialog.open();
        dialog.search();
    }

    private static MenuItem item(Menu menu, String text, Runnable action) {
        MenuItem item = new MenuItem(menu, SWT.PUSH);
        item.setText(text);
        item.addListener(SWT.Selection, event -> action.run());
        return item;
    }
}
