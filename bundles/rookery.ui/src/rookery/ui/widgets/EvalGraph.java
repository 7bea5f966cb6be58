package rookery.ui.widgets;

import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

import rookery.engine.analysis.Accuracy;
import rookery.engine.analysis.Eval;
import rookery.engine.analysis.Judgement;
import rookery.ui.game.JudgedMoves;
import rookery.ui.game.MainLineEvals;
import rookery.ui.game.MoveNode;

/**
 * The evaluation graph under the notation: White's winning chances (win %) after every move of
 * the main line, White's share light and Black's dark as on lichess, the judged moves marked in
 * their colour, the current move as a vertical line; a click jumps to the move under it.
 */
public class EvalGraph extends Canvas {
    private static final Color WHITE_AREA = new Color(245, 245, 240);
    private static final Color BLACK_AREA = new Color(70, 70, 70);
    private static final Color LINE = new Color(210, 130, 20);
    private static final Color CURRENT = new Color(30, 80, 160);
    static final Color INACCURACY = new Color(200, 160, 0);
    static final Color MISTAKE = new Color(230, 110, 0);
    static final Color BLUNDER = new Color(200, 30, 30);

    private MainLineEvals evals;
    private int currentPly = -1;

    public EvalGraph(Composite parent, Consumer<MoveNode> onClick) {
        super(parent, SWT.DOUBLE_BUFFERED);
        addListener(SWT.Paint, event -> paint(event.gc));
        addListener(SWT.MouseDown, event -> {
            if (evals != null && evals.plies() > 0 && event.button == 1) {
                onClick.accept(evals.nodes().get(plyAt(event.x)));
            }
        });
        setToolTipText("White's winning chances after each move; click to go to a move");
    }

    /** Shows the game's evaluations with {@code current} (a main-line node, or the one its variation leaves from) marked. */
    public void show(MainLineEvals shown, MoveNode current) {
        evals = shown;
        MoveNode node = current;
        while (node != null && !node.isRoot() && !node.isMainLine()) {
            node = node.parent();
        }
        currentPly = node == null ? -1 : node.ply();
        redraw();
    }

    /** The ply whose point is nearest to {@code x}. */
    public int plyAt(int x) {
        Rectangle area = getClientArea();
        int plies = Math.max(1, evals.plies());
        return Math.max(0, Math.min(evals.plies(), Math.round((x - area.x) * plies / (float) Math.max(1, area.width - 1))));
    }

    /** The x of a ply's point. */
    public int xOf(int ply) {
        Rectangle area = getClientArea();
        return area.x + Math.round(ply * (area.width - 1) / (float) Math.max(1, evals.plies()));
    }

    @Override
    public Point computeSize(int wHint, int hHint, boolean changed) {
        return new Point(wHint == SWT.DEFAULT ? 300 : wHint, hHint == SWT.DEFAULT ? 64 : hHint);
    }

    private int yOf(double whiteWinPercent) {
        Rectangle area = getClientArea();
        return area.y + (int) Math.round((100 - whiteWinPercent) * (area.height - 1) / 100);
    }

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        gc.setBackground(BLACK_AREA);
        gc.fillRectangle(area);
        if (evals == null || evals.plies() == 0) {
            return;
        }
        gc.setAntialias(SWT.ON);
        int[] polygon = new int[(evals.plies() + 3) * 2];
        int points = 0;
        double last = 50;
        for (int ply = 0; ply <= evals.plies(); ply++) {
            Eval eval = evals.at(ply);
            last = eval == null ? last : Accuracy.winPercent(eval);
            polygon[points++] = xOf(ply);
            polygon[points++] = yOf(last);
        }
        polygon[points++] = xOf(evals.plies());
        polygon[points++] = area.y + area.height;
        polygon[points++] = area.x;
        polygon[points++] = area.y + area.height;
        gc.setBackground(WHITE_AREA);
        gc.fillPolygon(polygon);
        gc.setForeground(LINE);
        gc.drawPolyline(java.util.Arrays.copyOf(polygon, (evals.plies() + 1) * 2));
        gc.setForeground(new Color(150, 150, 150));
        gc.setLineStyle(SWT.LINE_DOT);
        gc.drawLine(area.x, yOf(50), area.x + area.width, yOf(50));
        gc.setLineStyle(SWT.LINE_SOLID);
        for (int ply = 1; ply <= evals.plies(); ply++) {
            Judgement judgement = JudgedMoves.judgement(evals.nodes().get(ply));
            if (judgement != null) {
                gc.setBackground(colour(judgement));
                gc.fillOval(polygon[ply * 2] - 3, polygon[ply * 2 + 1] - 3, 7, 7);
            }
        }
        if (currentPly >= 0) {
            gc.setForeground(CURRENT);
            gc.setLineWidth(2);
            gc.drawLine(xOf(currentPly), area.y, xOf(currentPly), area.y + area.height);
            gc.setLineWidth(1);
        }
    }

    public static Color colour(Judgement judgement) {
        return switch (judgement) {
            case INACCURACY -> INACCURACY;
            case MISTAKE -> MISTAKE;
            case BLUNDER -> BLUNDER;
        };
    }
}
