package rookery.ui.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rookery.chess.Bitboard;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Square;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** Drives a real board widget in a real shell (under Xvfb in CI) and reads back its pixels. */
class BoardCanvasTest {
    private Display display;
    private Shell shell;
    private BoardCanvas board;
    private final List<Integer> played = new ArrayList<>();

    @BeforeEach
    void openShell() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        board = new BoardCanvas(shell, SWT.NONE);
        board.setMoveListener(played::add);
        shell.setSize(500, 500);
        shell.open();
        Ui.settle(display);
    }

    @AfterEach
    void closeShell() {
        shell.dispose();
        Ui.settle(display);
    }

    @Test
    void squaresScaleWithThePart() {
        int small = board.squareSize();
        shell.setSize(900, 900);
        Ui.settle(display);
        assertNotEquals(small, board.squareSize());
        assertEquals(Math.min(board.getClientArea().width, board.getClientArea().height) / 8, board.squareSize());
    }

    @Test
    void a1IsDarkAndFlippingMovesIt() {
        board.setPosition(Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), Move.NONE);
        Ui.settle(display);
        assertEquals(BoardColors.BROWN.dark(), centreColour(Square.parse("a1")));
        assertEquals(BoardColors.BROWN.light(), centreColour(Square.parse("b1")));
        Rectangle a1 = board.squareBounds(Square.parse("a1"));
        board.setFlipped(true);
        Ui.settle(display);
        assertEquals(Square.parse("h8"), board.squareAt(a1.x + 5, a1.y + 5));
        assertEquals(BoardColors.BROWN.dark(), centreColour(Square.parse("h8")));
    }

    @Test
    void clickClickPlaysAMoveAndShowsTargetsOnSelection() {
        Ui.clickCentre(board, board.squareBounds(Square.parse("e2")));
        assertEquals(Square.parse("e2"), board.selectedSquare());
        assertEquals(Bitboard.of(Square.parse("e3")) | Bitboard.of(Square.parse("e4")), board.targets());
        Ui.clickCentre(board, board.squareBounds(Square.parse("e4")));
        assertEquals(List.of(Move.of(Square.parse("e2"), Square.parse("e4"))), played);
    }

    @Test
    void dragAndDropPlaysAMove() {
        Rectangle from = board.squareBounds(Square.parse("g1"));
        Rectangle to = board.squareBounds(Square.parse("f3"));
        Ui.mouse(board, SWT.MouseDown, from.x + 10, from.y + 10, 0);
        Ui.mouse(board, SWT.MouseMove, from.x + 30, from.y - 20, SWT.BUTTON1);
        Ui.mouse(board, SWT.MouseMove, to.x + 10, to.y + 10, SWT.BUTTON1);
        Ui.mouse(board, SWT.MouseUp, to.x + 10, to.y + 10, SWT.BUTTON1);
        assertEquals(List.of(Move.of(Square.parse("g1"), Square.parse("f3"))), played);
    }

    @Test
    void anIllegalDropPlaysNothing() {
        Ui.clickCentre(board, board.squareBounds(Square.parse("e2")));
        Ui.clickCentre(board, board.squareBounds(Square.parse("e5")));
        assertTrue(played.isEmpty());
        assertEquals(Square.NONE, board.selectedSquare());
    }

    @Test
    void promotionOpensAChooserOnTheBoard() {
        board.setPosition(Position.fromFen("8/1P2k3/8/8/8/8/8/4K3 w - - 0 1"), Move.NONE);
        Ui.clickCentre(board, board.squareBounds(Square.parse("b7")));
        Ui.clickCentre(board, board.squareBounds(Square.parse("b8")));
        assertEquals(4, board.promotionChoices().size());
        assertTrue(played.isEmpty());
        Ui.settle(display);
        Screenshots.save(board, "board-promotion");
        // the chooser stacks queen, knight, rook, bishop down from b8
        Ui.clickCentre(board, board.squareBounds(Square.parse("b7")));
        assertEquals(List.of(Move.promotion(Square.parse("b7"), Square.parse("b8"), Role.KNIGHT)), played);
    }

    @Test
    void aChess960KingMoveThatCanBeCastlingAsksWhichOne() {
        board.setPosition(Position.fromFen("rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", rookery.chess.Variant.CHESS960), Move.NONE);
        Ui.clickCentre(board, board.squareBounds(Square.parse("b1")));
        Ui.clickCentre(board, board.squareBounds(Square.parse("c1")));
        assertTrue(played.isEmpty(), "nothing is played before the user chooses");
        org.eclipse.swt.widgets.MenuItem[] items = board.moveChoiceMenu().getItems();
        assertEquals(List.of("Kc1", "O-O-O"), java.util.Arrays.stream(items).map(org.eclipse.swt.widgets.MenuItem::getText).toList());
        board.moveChoiceMenu().setVisible(false);
        items[1].notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertEquals(1, played.size());
        assertTrue(Move.isCastling(played.get(0)));
    }

    @Test
    void screenshotsAtTwoSizesWithCheckLastMoveAndArrow() {
        Position position = Position.fromFen("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
        board.setPosition(position, Move.of(Square.parse("h5"), Square.parse("f7")));
        board.setArrows(List.of(new BoardArrow(Square.parse("e8"), Square.parse("f7"), new RGB(21, 120, 27))));
        shell.setSize(260, 260);
        Ui.settle(display);
        Screenshots.save(board, "board-small");
        shell.setSize(720, 720);
        Ui.settle(display);
        Screenshots.save(board, "board-large");
        Rectangle e8 = board.squareBounds(Square.parse("e8"));
        Rectangle d8 = board.squareBounds(Square.parse("d8"));
        assertEquals(BoardColors.BROWN.dark(), Ui.pixel(board, d8.x + d8.width / 2, d8.y + 3));
        assertNotEquals(BoardColors.BROWN.light(), Ui.pixel(board, e8.x + e8.width / 2, e8.y + 3), "the checked king's square is tinted");
    }

    @Test
    void whitePiecesAreFilledSoTheSquareNeverShowsThroughThem() {
        board.setPosition(Position.startpos(), Move.NONE);
        shell.setSize(640, 640);
        for (PieceSet set : PieceSet.values()) {
            board.setPieceSet(set);
            Ui.settle(display);
            Screenshots.save(board, "pieces-" + set.name().toLowerCase());
            for (String square : List.of("a1", "c1", "b2")) {
                Rectangle r = board.squareBounds(Square.parse(square));
                int y = r.y + r.height / 2;
                List<Integer> piece = new ArrayList<>();
                for (int x = r.x + 1; x < r.x + r.width - 1; x++) {
                    if (!Ui.pixel(board, x, y).equals(BoardColors.BROWN.dark())) {
                        piece.add(x);
                    }
                }
                assertTrue(piece.size() > r.width / 5, set + ": a piece stands on " + square);
                for (int x = piece.get(0); x <= piece.get(piece.size() - 1); x++) {
                    assertNotEquals(BoardColors.BROWN.dark(), Ui.pixel(board, x, y),
                            set + ": the dark square shows through the white piece on " + square + " at x " + (x - r.x));
                }
            }
        }
    }

    private RGB centreColour(int square) {
        Rectangle r = board.squareBounds(square);
        return Ui.pixel(board, r.x + r.width / 2, r.y + r.height / 2);
    }
}
