package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rookery.chess.San;
import rookery.chess.Square;
import rookery.pgn.Drawing;
import rookery.pgn.Drawing.Colour;
import rookery.ui.board.BoardCanvas;
import rookery.ui.testing.BoardAndNotation;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** Drawing on the board with the right button and annotating by key, typed through the window system (xdotool, Display.post). */
class BoardDrawingTest {
    private Display display;
    private BoardAndNotation views;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        views = BoardAndNotation.open(display, 560, 980);
        views.shell().forceActive();
        Ui.settle(display);
    }

    @AfterEach
    void close() {
        views.shell().dispose();
        Ui.settle(display);
    }

    private void play(String... sans) {
        for (String san : sans) {
            views.session().play(San.parse(views.session().position(), san));
        }
        Ui.settle(display);
    }

    private Point centre(String square) {
        Rectangle r = views.board().board().squareBounds(Square.parse(square));
        return new Point(r.x + r.width / 2, r.y + r.height / 2);
    }

    private void rightDrag(String from, String to, String... modifierKeys) {
        Ui.pointerDrag(views.board().board(), centre(from), centre(to), 3, modifierKeys);
    }

    private static Drawing arrow(Colour colour, String from, String to) {
        return Drawing.arrow(colour, Square.parse(from), Square.parse(to));
    }

    private static Drawing circle(Colour colour, String square) {
        return Drawing.circle(colour, Square.parse(square));
    }

    @Test
    void rightDragDrawsArrowsAndRightClickCirclesInTheColoursOfTheModifiers() {
        play("e4", "e5", "Nf3", "Nc6", "Bb5");
        rightDrag("g1", "f3");
        rightDrag("c6", "c6", "shift");
        rightDrag("d1", "e2", "alt");
        rightDrag("b5", "c6", "shift", "alt");
        List<Drawing> drawn = List.of(arrow(Colour.GREEN, "g1", "f3"), circle(Colour.RED, "c6"), arrow(Colour.BLUE, "d1", "e2"),
                arrow(Colour.YELLOW, "b5", "c6"));
        assertEquals(drawn, views.session().current().drawings());
        assertEquals(drawn, views.board().board().drawings());
        assertEquals("Bb5", views.session().current().san(), "drawing plays no move");
        Screenshots.save(views.shell(), "board-drawings");
        RGB ring = ringPixel("c6");
        assertTrue(ring.red > ring.green + 40 && ring.red > ring.blue + 40, "the circle on c6 is red: " + ring);

        rightDrag("c6", "c6", "shift");
        assertEquals(List.of(drawn.get(0), drawn.get(2), drawn.get(3)), views.session().current().drawings(), "the same circle again takes it away");
        Ui.press(display, 'z', SWT.CTRL);
        assertEquals(drawn, views.session().current().drawings(), "Ctrl+Z gives it back");
        views.session().back();
        Ui.settle(display);
        assertEquals(List.of(), views.board().board().drawings(), "the drawings belong to the move they were drawn on");
    }

    /** A pixel on the left of the ring of a circle drawn on a square. */
    private RGB ringPixel(String square) {
        BoardCanvas board = views.board().board();
        Rectangle r = board.squareBounds(Square.parse(square));
        int width = Math.max(2, board.squareSize() / 14);
        return Ui.pixel(board, r.x + width, r.y + r.height / 2);
    }

    @Test
    void theMenuOpensOnARightClickWithCtrlOrOffTheSquaresAndOnShiftF10() {
        play("e4");
        AtomicInteger shown = new AtomicInteger();
        views.board().menu().addListener(SWT.Show, event -> shown.incrementAndGet());
        rightDrag("d4", "d4", "ctrl");
        assertEquals(1, shown.get());
        closeMenu();
        BoardCanvas board = views.board().board();
        Point offTheSquares = new Point(board.origin().x + board.squareSize() * 8 + 2, board.getSize().y / 2);
        Ui.pointerDrag(board, offTheSquares, offTheSquares, 3);
        assertEquals(2, shown.get(), "a right-click beside the board " + offTheSquares + " in " + board.getSize());
        closeMenu();
        board.setFocus();
        Ui.press(display, SWT.F10, SWT.SHIFT);
        assertEquals(3, shown.get());
        closeMenu();
        assertEquals(List.of(), views.session().current().drawings());
    }

    private void closeMenu() {
        views.board().menu().setVisible(false);
        Ui.settle(display);
    }

    @Test
    void glyphShortcutsAndVariationKeys() {
        play("e4", "e5", "Nf3");
        views.session().back();
        views.board().board().setFocus();
        Ui.press(display, '1', SWT.CTRL);
        Ui.press(display, '4', SWT.CTRL, SWT.ALT);
        assertArrayEquals(new int[] {1, 16}, views.session().current().nags());
        Ui.press(display, '2', SWT.CTRL);
        assertArrayEquals(new int[] {2, 16}, views.session().current().nags(), "a move has one assessment");
        Ui.press(display, '2', SWT.CTRL);
        assertArrayEquals(new int[] {16}, views.session().current().nags(), "the same key again takes it away");
        assertEquals("1. e4 e5 \u00b1 2. Nf3", views.notation().text().getText());

        views.session().back();
        play("c5", "Nc3");
        views.notation().text().setFocus();
        Ui.press(display, SWT.ARROW_UP, SWT.CTRL);
        assertEquals("1. e4 c5\n    (1... e5 \u00b1 2. Nf3)\n2. Nc3", views.notation().text().getText());
        Ui.press(display, 'z', SWT.CTRL);
        Ui.press(display, SWT.DEL, SWT.SHIFT);
        assertEquals("1. e4 e5 \u00b1 2. Nf3", views.notation().text().getText());
        Ui.press(display, SWT.ARROW_RIGHT);
        Ui.press(display, SWT.DEL);
        assertEquals("1. e4", views.notation().text().getText());
    }
}
