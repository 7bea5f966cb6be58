package rookery.ui.board;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Path;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

import rookery.chess.Bitboard;
import rookery.chess.Move;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Square;
import rookery.pgn.Drawing;
import rookery.ui.game.MoveInput;

/**
 * A chess board drawn with GC that scales with its part: squares with coordinates, anti-aliased
 * pieces, the last move, check, legal-target dots for the selected piece, arrows and the user's
 * drawings. Moves are entered click-click or by drag and drop; a promotion opens a chooser on the
 * board, a Chess960 king move that can also mean castling asks which one. With the right button,
 * as on lichess, a drag draws an arrow and a click a circle, green, or red with Shift, blue with
 * Alt, yellow with both; a right-click off the squares or with Ctrl, the menu key or Shift+F10
 * asks for the board's menu instead.
 */
public class BoardCanvas extends Canvas {
    private static final RGB LAST_MOVE = new RGB(205, 210, 106);
    private static final RGB SELECTION = new RGB(20, 85, 30);
    private static final RGB CHECK = new RGB(230, 30, 30);

    private final PieceRenderer pieces;
    private BoardColors colors = BoardColors.BROWN;
    private Position position = Position.startpos();
    private boolean flipped;
    private boolean interactive = true;
    private int lastMove = Move.NONE;
    private List<BoardArrow> arrows = List.of();
    private IntConsumer moveListener = move -> { };

    private int selected = Square.NONE;
    private long targets;
    private int dragFrom = Square.NONE;
    private Point dragPoint;
    private boolean dragging;
    private List<Integer> promotionChoices = List.of();
    private Piece[] editedBoard;
    private Menu moveChoiceMenu;
    private IntConsumer squareListener = square -> { };
    private List<Drawing> drawings = List.of();
    private Consumer<Drawing> drawingListener = drawing -> { };
    private Consumer<Point> menuListener = at -> { };
    private int drawFrom = Square.NONE;
    private int drawTo = Square.NONE;
    private Drawing.Colour drawColour = Drawing.Colour.GREEN;

    public BoardCanvas(Composite parent, int style) {
        super(parent, style | SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        pieces = new PieceRenderer(getDisplay());
        addPaintListener(event -> paint(event.gc));
        addListener(SWT.Resize, event -> redraw());
        addListener(SWT.MouseDown, this::mouseDown);
        addListener(SWT.MouseMove, this::mouseMove);
        addListener(SWT.MouseUp, this::mouseUp);
        addListener(SWT.MenuDetect, event -> {
            if (event.detail == SWT.MENU_KEYBOARD) {
                Rectangle area = getClientArea();
                menuListener.accept(toDisplay(area.x + area.width / 2, area.y + area.height / 2));
            }
        });
        addListener(SWT.Dispose, event -> pieces.dispose());
    }

    /** Shows a position (a copy is kept); the selection is dropped. */
    public void setPosition(Position shown, int lastMovePlayed) {
        position = shown.copy();
        lastMove = lastMovePlayed;
        clearSelection();
        promotionChoices = List.of();
        redraw();
    }

    /**
     * Shows a board being edited (any placement, legal or not): a click on a square goes to
     * {@link #setSquareListener} instead of entering moves; null returns to showing positions.
     */
    public void showEditedBoard(Piece[] board) {
        editedBoard = board == null ? null : board.clone();
        clearSelection();
        redraw();
    }

    public void setSquareListener(IntConsumer listener) {
        this.squareListener = listener;
    }

    public Position position() {
        return position.copy();
    }

    public void setFlipped(boolean flipped) {
        this.flipped = flipped;
        redraw();
    }

    public boolean isFlipped() {
        return flipped;
    }

    public void setColors(BoardColors colors) {
        this.colors = colors;
        redraw();
    }

    public void setPieceSet(PieceSet set) {
        pieces.setPieceSet(set);
        redraw();
    }

    /** Whether the user can move pieces (off while a line is previewed). */
    public void setInteractive(boolean interactive) {
        this.interactive = interactive;
        clearSelection();
        redraw();
    }

    /** The arrows drawn now, in drawing order (the last on top). */
    public List<BoardArrow> arrows() {
        return arrows;
    }

    public void setArrows(List<BoardArrow> arrows) {
        this.arrows = List.copyOf(arrows);
        redraw();
    }

    /** The user's arrows and circles drawn now (above the arrows of {@link #setArrows}). */
    public List<Drawing> drawings() {
        return drawings;
    }

    public void setDrawings(List<Drawing> drawings) {
        this.drawings = List.copyOf(drawings);
        redraw();
    }

    /** Receives each shape the user draws with the right button (drawing an existing one again means taking it away). */
    public void setDrawingListener(Consumer<Drawing> listener) {
        this.drawingListener = listener;
    }

    /** Receives each request for the board's menu, with where to open it (display coordinates). */
    public void setMenuListener(Consumer<Point> listener) {
        this.menuListener = listener;
    }

    /** Receives every move the user enters: a legal move of the shown position. */
    public void setMoveListener(IntConsumer listener) {
        this.moveListener = listener;
    }

    public int selectedSquare() {
        return selected;
    }

    /** Bitboard of the squares marked as legal targets of the selected piece. */
    public long targets() {
        return targets;
    }

    /** The promotion moves being offered, empty when the chooser is closed. */
    public List<Integer> promotionChoices() {
        return promotionChoices;
    }

    /** The square size in pixels for the current part size. */
    public int squareSize() {
        Rectangle area = getClientArea();
        return Math.max(8, Math.min(area.width, area.height) / 8);
    }

    /** The board's top-left corner (the board is centred in the part). */
    public Point origin() {
        Rectangle area = getClientArea();
        int board = squareSize() * 8;
        return new Point(area.x + (area.width - board) / 2, area.y + (area.height - board) / 2);
    }

    /** The pixel rectangle of a square as currently drawn. */
    public Rectangle squareBounds(int square) {
        int size = squareSize();
        Point origin = origin();
        int column = flipped ? 7 - Square.file(square) : Square.file(square);
        int row = flipped ? Square.rank(square) : 7 - Square.rank(square);
        return new Rectangle(origin.x + column * size, origin.y + row * size, size, size);
    }

    /** The square under a point, or {@link Square#NONE} outside the board. */
    public int squareAt(int x, int y) {
        int size = squareSize();
        Point origin = origin();
        int column = Math.floorDiv(x - origin.x, size);
        int row = Math.floorDiv(y - origin.y, size);
        if (column < 0 || column > 7 || row < 0 || row > 7) {
            return Square.NONE;
        }
        return flipped ? Square.of(7 - column, row) : Square.of(column, 7 - row);
    }

    private void mouseDown(Event event) {
        if (event.button == 3) {
            startDrawing(event);
            return;
        }
        if (event.button != 1 || (!interactive && editedBoard == null)) {
            return;
        }
        int square = squareAt(event.x, event.y);
        if (editedBoard != null) {
            if (square != Square.NONE) {
                squareListener.accept(square);
            }
            return;
        }
        if (!promotionChoices.isEmpty()) {
            choosePromotion(square);
            return;
        }
        if (square == Square.NONE) {
            clearSelection();
            redraw();
            return;
        }
        if (selected != Square.NONE && Bitboard.contains(targets, square)) {
            int from = selected;
            clearSelection();
            complete(from, square);
            return;
        }
        Piece piece = position.pieceAt(square);
        if (piece != null && piece.color() == position.turn()) {
            selected = square;
            targets = MoveInput.targets(position, square);
            dragFrom = square;
            dragPoint = new Point(event.x, event.y);
            dragging = false;
        } else {
            clearSelection();
        }
        redraw();
    }

    private void mouseMove(Event event) {
        if (drawFrom != Square.NONE && (event.stateMask & SWT.BUTTON3) != 0) {
            int square = squareAt(event.x, event.y);
            if (square != drawTo) {
                drawTo = square;
                redraw();
            }
            return;
        }
        if (dragFrom == Square.NONE || (event.stateMask & SWT.BUTTON1) == 0) {
            return;
        }
        if (!dragging && Math.abs(event.x - dragPoint.x) + Math.abs(event.y - dragPoint.y) < 4) {
            return;
        }
        dragging = true;
        dragPoint = new Point(event.x, event.y);
        redraw();
    }

    private void mouseUp(Event event) {
        if (event.button == 3) {
            finishDrawing(event);
            return;
        }
        if (event.button != 1 || dragFrom == Square.NONE) {
            return;
        }
        int from = dragFrom;
        boolean dropped = dragging;
        dragFrom = Square.NONE;
        dragging = false;
        int square = squareAt(event.x, event.y);
        if (dropped && square != from) {
            clearSelection();
            if (square != Square.NONE) {
                complete(from, square);
            }
        }
        redraw();
    }

    /** A right press on a square of the shown position starts a drawing; anywhere else, or with Ctrl, it asks for the menu. */
    private void startDrawing(Event event) {
        int square = squareAt(event.x, event.y);
        boolean asksForMenu = square == Square.NONE || (event.stateMask & SWT.MOD1) != 0 || !interactive || editedBoard != null;
        drawFrom = asksForMenu ? Square.NONE : square;
        drawTo = drawFrom;
        drawColour = colour(event.stateMask);
    }

    private void finishDrawing(Event event) {
        if (drawFrom == Square.NONE) {
            menuListener.accept(toDisplay(event.x, event.y));
            return;
        }
        int to = squareAt(event.x, event.y);
        Drawing drawn = to == Square.NONE ? null : new Drawing(drawColour, drawFrom, to);
        drawFrom = Square.NONE;
        drawTo = Square.NONE;
        redraw();
        if (drawn != null) {
            drawingListener.accept(drawn);
        }
    }

    /** The colour the modifiers held choose, as on lichess. */
    private static Drawing.Colour colour(int stateMask) {
        boolean shift = (stateMask & SWT.SHIFT) != 0;
        boolean alt = (stateMask & SWT.ALT) != 0;
        if (shift && alt) {
            return Drawing.Colour.YELLOW;
        }
        return shift ? Drawing.Colour.RED : alt ? Drawing.Colour.BLUE : Drawing.Colour.GREEN;
    }

    private void complete(int from, int to) {
        List<Integer> candidates = MoveInput.candidates(position, from, to);
        if (candidates.isEmpty()) {
            redraw();
        } else if (candidates.size() == 1) {
            moveListener.accept(candidates.get(0));
        } else if (Move.isPromotion(candidates.get(0))) {
            promotionChoices = candidates;
            redraw();
        } else {
            askWhichMove(candidates);
        }
    }

    private void choosePromotion(int square) {
        List<Integer> choices = promotionChoices;
        promotionChoices = List.of();
        for (int i = 0; i < choices.size(); i++) {
            if (promotionSquare(choices.get(i), i) == square) {
                moveListener.accept(choices.get(i));
                return;
            }
        }
        redraw();
    }

    /** Where the i-th promotion choice is drawn: down the promotion file from the promotion square, towards the centre. */
    private int promotionSquare(int move, int index) {
        int to = Move.to(move);
        int step = Square.rank(to) == 7 ? -1 : 1;
        return Square.of(Square.file(to), Square.rank(to) + step * index);
    }

    /** The menu last opened to ask which move a gesture meant (king move or castling), or null. */
    public Menu moveChoiceMenu() {
        return moveChoiceMenu;
    }

    private void askWhichMove(List<Integer> candidates) {
        if (moveChoiceMenu != null) {
            moveChoiceMenu.dispose();
        }
        Menu menu = new Menu(this);
        moveChoiceMenu = menu;
        for (int move : candidates) {
            MenuItem item = new MenuItem(menu, SWT.PUSH);
            item.setText(San.format(position, move));
            item.addListener(SWT.Selection, event -> moveListener.accept(move));
        }
        menu.setLocation(getDisplay().getCursorLocation());
        menu.setVisible(true);
    }

    private void clearSelection() {
        selected = Square.NONE;
        targets = 0;
        dragFrom = Square.NONE;
        dragging = false;
    }

    private void paint(GC gc) {
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        Rectangle area = getClientArea();
        gc.setBackground(getParent().getBackground());
        gc.fillRectangle(area);
        int size = squareSize();
        Color light = new Color(colors.light());
        Color dark = new Color(colors.dark());
        try {
            for (int square = 0; square < 64; square++) {
                Rectangle r = squareBounds(square);
                gc.setBackground(isLight(square) ? light : dark);
                gc.fillRectangle(r);
            }
            paintHighlights(gc);
            paintCoordinates(gc, size, light, dark);
            paintPieces(gc, size);
            paintTargets(gc, size);
            paintArrows(gc, size);
            paintDrawings(gc, size);
            paintDraggedPiece(gc, size);
            paintPromotionChooser(gc, size);
        } finally {
            light.dispose();
            dark.dispose();
        }
    }

    private static boolean isLight(int square) {
        return (Square.file(square) + Square.rank(square)) % 2 == 1;
    }

    private void paintHighlights(GC gc) {
        if (lastMove != Move.NONE && editedBoard == null) {
            int to = Move.isCastling(lastMove) ? Move.castlingKingTarget(lastMove) : Move.to(lastMove);
            tint(gc, Move.from(lastMove), LAST_MOVE, 150);
            tint(gc, to, LAST_MOVE, 150);
        }
        if (selected != Square.NONE) {
            tint(gc, selected, SELECTION, 90);
        }
        if (editedBoard == null && position.isCheck()) {
            Rectangle r = squareBounds(position.kingSquare(position.turn()));
            Color red = new Color(CHECK);
            try {
                gc.setBackground(red);
                for (int ring = 0; ring < 6; ring++) {
                    int inset = r.width * ring / 14;
                    gc.setAlpha(40 + ring * 25);
                    gc.fillOval(r.x + inset, r.y + inset, r.width - 2 * inset, r.height - 2 * inset);
                }
                gc.setAlpha(255);
            } finally {
                red.dispose();
            }
        }
    }

    private void tint(GC gc, int square, RGB rgb, int alpha) {
        Color color = new Color(rgb);
        try {
            gc.setBackground(color);
            gc.setAlpha(alpha);
            gc.fillRectangle(squareBounds(square));
            gc.setAlpha(255);
        } finally {
            color.dispose();
        }
    }

    /** File letters along the bottom edge and rank numbers along the left edge, inside the squares in the other square colour. */
    private void paintCoordinates(GC gc, int size, Color light, Color dark) {
        if (size < 24) {
            return;
        }
        Font font = new Font(getDisplay(), "DejaVu Sans", Math.max(6, size / 7), SWT.BOLD);
        try {
            gc.setFont(font);
            for (int i = 0; i < 8; i++) {
                int fileSquare = flipped ? Square.of(7 - i, 7) : Square.of(i, 0);
                Rectangle r = squareBounds(fileSquare);
                String file = String.valueOf((char) ('a' + Square.file(fileSquare)));
                Point extent = gc.stringExtent(file);
                gc.setForeground(isLight(fileSquare) ? dark : light);
                gc.drawString(file, r.x + r.width - extent.x - size / 20 - 1, r.y + r.height - extent.y, true);
                int rankSquare = flipped ? Square.of(7, i) : Square.of(0, 7 - i);
                r = squareBounds(rankSquare);
                gc.setForeground(isLight(rankSquare) ? dark : light);
                gc.drawString(String.valueOf(1 + Square.rank(rankSquare)), r.x + size / 20 + 1, r.y + 1, true);
            }
        } finally {
            font.dispose();
        }
    }

    private void paintPieces(GC gc, int size) {
        for (int square = 0; square < 64; square++) {
            Piece piece = editedBoard != null ? editedBoard[square] : position.pieceAt(square);
            if (piece == null || (dragging && square == dragFrom)) {
                continue;
            }
            Rectangle r = squareBounds(square);
            pieces.draw(gc, piece, r.x, r.y, size);
        }
    }

    /** Dots on empty targets, corner marks on captures. */
    private void paintTargets(GC gc, int size) {
        if (targets == 0) {
            return;
        }
        Color color = new Color(SELECTION);
        try {
            gc.setBackground(color);
            gc.setAlpha(110);
            for (long bb = targets; bb != 0; bb &= bb - 1) {
                int square = Long.numberOfTrailingZeros(bb);
                Rectangle r = squareBounds(square);
                if (position.pieceAt(square) == null) {
                    int dot = size * 3 / 10;
                    gc.fillOval(r.x + (size - dot) / 2, r.y + (size - dot) / 2, dot, dot);
                } else {
                    int c = size / 4;
                    gc.fillPolygon(new int[] {r.x, r.y, r.x + c, r.y, r.x, r.y + c});
                    gc.fillPolygon(new int[] {r.x + size, r.y, r.x + size - c, r.y, r.x + size, r.y + c});
                    gc.fillPolygon(new int[] {r.x, r.y + size, r.x + c, r.y + size, r.x, r.y + size - c});
                    gc.fillPolygon(new int[] {r.x + size, r.y + size, r.x + size - c, r.y + size, r.x + size, r.y + size - c});
                }
            }
            gc.setAlpha(255);
        } finally {
            color.dispose();
        }
    }

    private void paintArrows(GC gc, int size) {
        for (BoardArrow arrow : arrows) {
            paintArrow(gc, size, arrow.from(), arrow.to(), arrow.colour(), arrow.weight(), 170, false);
        }
    }

    /** The user's circles and arrows, and the one being drawn: more opaque than the engine's arrows, and outlined in white. */
    private void paintDrawings(GC gc, int size) {
        for (Drawing drawing : drawings) {
            paintDrawing(gc, size, drawing);
        }
        if (drawFrom != Square.NONE && drawTo != Square.NONE) {
            paintDrawing(gc, size, new Drawing(drawColour, drawFrom, drawTo));
        }
    }

    private void paintDrawing(GC gc, int size, Drawing drawing) {
        RGB colour = DrawingColours.of(drawing.colour());
        if (!drawing.isCircle()) {
            paintArrow(gc, size, drawing.from(), drawing.to(), colour, 0.8f, 215, true);
            return;
        }
        Rectangle r = squareBounds(drawing.from());
        int width = Math.max(2, size / 14);
        int edge = outlineWidth(size);
        Color color = new Color(colour);
        try {
            gc.setAlpha(215);
            gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
            gc.setLineWidth(width + 2 * edge);
            gc.drawOval(r.x + width, r.y + width, r.width - 2 * width, r.height - 2 * width);
            gc.setForeground(color);
            gc.setLineWidth(width);
            gc.drawOval(r.x + width, r.y + width, r.width - 2 * width, r.height - 2 * width);
            gc.setAlpha(255);
            gc.setLineWidth(1);
        } finally {
            color.dispose();
        }
    }

    private static int outlineWidth(int size) {
        return Math.max(1, size / 40);
    }

    private void paintArrow(GC gc, int size, int fromSquare, int toSquare, RGB colour, float weight, int alpha, boolean outlined) {
        Rectangle from = squareBounds(fromSquare);
        Rectangle to = squareBounds(toSquare);
        float x1 = from.x + size / 2f;
        float y1 = from.y + size / 2f;
        float x2 = to.x + size / 2f;
        float y2 = to.y + size / 2f;
        double length = Math.hypot(x2 - x1, y2 - y1);
        if (length < 1) {
            return;
        }
        float ux = (float) ((x2 - x1) / length);
        float uy = (float) ((y2 - y1) / length);
        float shaft = size * 0.09f * weight;
        float head = size * (0.12f + 0.12f * weight);
        float headLength = size * (0.18f + 0.18f * weight);
        float sx = x1 + ux * size * 0.25f;
        float sy = y1 + uy * size * 0.25f;
        float bx = x2 - ux * headLength;
        float by = y2 - uy * headLength;
        Path path = new Path(getDisplay());
        Color color = new Color(colour);
        try {
            path.moveTo(sx - uy * shaft, sy + ux * shaft);
            path.lineTo(bx - uy * shaft, by + ux * shaft);
            path.lineTo(bx - uy * head, by + ux * head);
            path.lineTo(x2, y2);
            path.lineTo(bx + uy * head, by - ux * head);
            path.lineTo(bx + uy * shaft, by - ux * shaft);
            path.lineTo(sx + uy * shaft, sy - ux * shaft);
            path.close();
            gc.setBackground(color);
            gc.setAlpha(alpha);
            gc.fillPath(path);
            if (outlined) {
                gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
                gc.setLineWidth(outlineWidth(size));
                gc.drawPath(path);
                gc.setLineWidth(1);
            }
            gc.setAlpha(255);
        } finally {
            path.dispose();
            color.dispose();
        }
    }

    private void paintDraggedPiece(GC gc, int size) {
        if (!dragging || dragFrom == Square.NONE) {
            return;
        }
        Piece piece = position.pieceAt(dragFrom);
        if (piece != null) {
            pieces.draw(gc, piece, dragPoint.x - size / 2, dragPoint.y - size / 2, size);
        }
    }

    private void paintPromotionChooser(GC gc, int size) {
        if (promotionChoices.isEmpty()) {
            return;
        }
        Rectangle area = getClientArea();
        gc.setAlpha(120);
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
        gc.fillRectangle(area);
        gc.setAlpha(255);
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        for (int i = 0; i < promotionChoices.size(); i++) {
            int move = promotionChoices.get(i);
            Rectangle r = squareBounds(promotionSquare(move, i));
            gc.fillOval(r.x + 2, r.y + 2, r.width - 4, r.height - 4);
            pieces.draw(gc, Piece.of(position.turn(), Move.promotion(move)), r.x, r.y, size);
        }
    }
}
