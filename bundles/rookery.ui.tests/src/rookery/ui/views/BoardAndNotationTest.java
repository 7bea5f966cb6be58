package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rookery.chess.Square;
import rookery.ui.board.BoardCanvas;
import rookery.ui.dialogs.CommentDialog;
import rookery.ui.testing.BoardAndNotation;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** The board and the views.notation() follow one session: moves clicked on the board appear in the views.notation(), keys and clicks there move the board. */
class BoardAndNotationTest {
    private Display display;
    private BoardAndNotation views;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        views = BoardAndNotation.open(display, 520, 860);
        Ui.settle(display);
    }

    @AfterEach
    void close() {
        views.shell().dispose();
        Ui.settle(display);
    }

    private void clickMove(String from, String to) {
        BoardCanvas board = views.board().board();
        Ui.clickCentre(board, board.squareBounds(Square.parse(from)));
        Ui.clickCentre(board, board.squareBounds(Square.parse(to)));
    }

    @Test
    void movesEnteredOnTheBoardAreWrittenInTheNotation() {
        clickMove("e2", "e4");
        clickMove("c7", "c5");
        clickMove("g1", "f3");
        assertEquals("1. e4 c5 2. Nf3", views.notation().text().getText());
        assertEquals("Black to move", views.board().status());
        Ui.key(views.notation().text(), SWT.ARROW_LEFT);
        Ui.key(views.notation().text(), SWT.ARROW_LEFT);
        assertEquals("e4", views.session().current().san());
        clickMove("e7", "e5");
        assertEquals("1. e4 c5\n    (1... e5)\n2. Nf3", views.notation().text().getText());
        Ui.key(views.notation().text(), SWT.ARROW_UP);
        assertEquals("c5", views.session().current().san());
        Ui.key(views.notation().text(), SWT.END);
        assertEquals("Nf3", views.session().current().san());
        Ui.key(views.board().board(), SWT.ARROW_LEFT);
        assertEquals("c5", views.session().current().san(), "the board takes the navigation keys too");
        Ui.key(views.notation().text(), SWT.HOME);
        assertTrue(views.session().current().isRoot());
        assertEquals(Square.parse("e2"), firstWhitePawnOnEFile());
        Ui.settle(display);
        Screenshots.save(views.shell(), "board-and-notation");
    }

    @Test
    void aClickInTheNotationJumpsThere() {
        clickMove("e2", "e4");
        clickMove("c7", "c5");
        clickMove("g1", "f3");
        Ui.settle(display);
        int offset = views.notation().text().getText().indexOf("c5");
        Point location = views.notation().text().getLocationAtOffset(offset);
        Ui.click(views.notation().text(), location.x + 2, location.y + 4);
        assertEquals("c5", views.session().current().san());
        assertEquals("White to move", views.board().status());
    }

    @Test
    void theContextMenuAnnotatesAndTheCommentDialogComments() {
        clickMove("e2", "e4");
        clickMove("e7", "e5");
        Ui.settle(display);
        Point location = views.notation().text().getLocationAtOffset(views.notation().text().getText().indexOf("e4"));
        Ui.mouse(views.notation().text(), SWT.MouseDown, location.x + 2, location.y + 4, 0);
        assertEquals("e4", views.session().current().san(), "a click selects the move the menu will annotate");
        Menu glyphs = menuItem(views.notation().text().getMenu(), "Annotation").getMenu();
        glyphs.notifyListeners(SWT.Show, new Event());
        MenuItem good = menuItem(glyphs, "!  Good move\tCtrl+1");
        assertFalse(good.getSelection());
        good.notifyListeners(SWT.Selection, new Event());
        menuItem(glyphs, "\u00b1  White is clearly better\tCtrl+Alt+4").notifyListeners(SWT.Selection, new Event());
        assertEquals("1. e4! \u00b1 e5", views.notation().text().getText());
        glyphs.notifyListeners(SWT.Show, new Event());
        assertTrue(good.getSelection(), "the menu shows the glyphs the move has");

        CommentDialog dialog = views.notation().editComment();
        assertEquals("Comment after 1. e4", dialog.shell().getText());
        dialog.text().setText("The most popular first move");
        Ui.settle(display);
        Screenshots.save(dialog.shell(), "comment-dialog");
        dialog.accept();
        assertTrue(dialog.shell().isDisposed());
        assertEquals("1. e4! \u00b1 The most popular first move 1... e5", views.notation().text().getText());
    }

    private static MenuItem menuItem(Menu menu, String text) {
        for (MenuItem item : menu.getItems()) {
            if (text.equals(item.getText())) {
                return item;
            }
        }
        throw new AssertionError("no menu item " + text);
    }

    private int firstWhitePawnOnEFile() {
        for (int rank = 0; rank < 8; rank++) {
            var piece = views.board().board().position().pieceAt(Square.of(4, rank));
            if (piece != null && piece.role() == rookery.chess.Role.PAWN) {
                return Square.of(4, rank);
            }
        }
        return Square.NONE;
    }
}
