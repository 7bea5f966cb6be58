package rookery.ui.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Square;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestShell;
import rookery.ui.testing.Ui;

/**
 * Every board theme paints its own square colours and every piece set its own pieces: boards side
 * by side in a real window, read back pixel by pixel (the screenshot shows them all).
 */
class BoardThemesTest {
    @RegisterExtension
    final TestShell window = new TestShell();
    private final Display display = window.display();
    private final Shell shell = window.shell();

    @Test
    void fiveThemesAndThreePieceSetsEachDrawTheirOwn() {
        assertTrue(BoardColors.THEMES.size() >= 4, "at least four themes");
        assertTrue(PieceSet.values().length >= 3, "at least three piece sets");
        shell.setLayout(new GridLayout(PieceSet.values().length, true));
        List<BoardCanvas> boards = new ArrayList<>();
        for (BoardColors theme : BoardColors.THEMES) {
            for (PieceSet set : PieceSet.values()) {
                BoardCanvas board = new BoardCanvas(shell, SWT.NONE);
                GridData size = new GridData(SWT.FILL, SWT.FILL, true, true);
                size.widthHint = 176;
                size.heightHint = 176;
                board.setLayoutData(size);
                board.setColors(theme);
                board.setPieceSet(set);
                board.setPosition(Position.startpos(), Move.NONE);
                boards.add(board);
            }
        }
        shell.pack();
        shell.open();
        Ui.settle(display);
        Screenshots.save(shell, "board-themes-and-pieces");

        Set<String> themesSeen = new HashSet<>();
        Set<String> whiteKings = new HashSet<>();
        int index = 0;
        for (BoardColors theme : BoardColors.THEMES) {
            for (PieceSet set : PieceSet.values()) {
                BoardCanvas board = boards.get(index++);
                Rectangle a3 = board.squareBounds(Square.parse("a3"));
                Rectangle b3 = board.squareBounds(Square.parse("b3"));
                assertEquals(theme.dark(), Ui.pixel(board, a3.x + a3.width / 2, a3.y + a3.height / 2), theme.name() + ": a3 is dark");
                assertEquals(theme.light(), Ui.pixel(board, b3.x + b3.width / 2, b3.y + b3.height / 2), theme.name() + ": b3 is light");
                themesSeen.add(theme.light() + " " + theme.dark());
                String king = inkOf(board, board.squareBounds(Square.parse("e1")), theme);
                assertTrue(king.chars().filter(c -> c == '#').count() > 40, theme.name() + "/" + set + ": the king is drawn");
                if (theme == BoardColors.BROWN) {
                    whiteKings.add(king);
                }
            }
        }
        assertEquals(BoardColors.THEMES.size(), themesSeen.size(), "every theme its own colours");
        assertEquals(PieceSet.values().length, whiteKings.size(), "every piece set its own king");
        assertNotEquals(PieceSet.named("geometric"), PieceSet.OUTLINED);
        assertEquals(PieceSet.OUTLINED, PieceSet.named("no such set"));
        assertEquals(BoardColors.BROWN, BoardColors.named("no such theme"));
    }

    /** The square's pixels as a picture: '#' where something other than the square's colour is. */
    private static String inkOf(BoardCanvas board, Rectangle square, BoardColors theme) {
        ImageData data = Ui.snapshot(board);
        StringBuilder ink = new StringBuilder();
        for (int y = square.y + 2; y < square.y + square.height - 2; y += 2) {
            for (int x = square.x + 2; x < square.x + square.width - 2; x += 2) {
                var rgb = data.palette.getRGB(data.getPixel(x, y));
                ink.append(rgb.equals(theme.dark()) || rgb.equals(theme.light()) ? '.' : '#');
            }
            ink.append('\n');
        }
        return ink.toString();
    }
}
