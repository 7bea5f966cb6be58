package rookery.ui.board;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;

import rookery.chess.Color;
import rookery.engine.Score;
import rookery.ui.model.EngineLines;

/**
 * The evaluation bar beside the board: White's share in light, Black's in dark, split where the
 * score puts the winning chances, with the score written at the leading side's end. With White's
 * point of view White's share is at the bottom, otherwise the side to move's. Without an
 * evaluation the bar is split evenly and says nothing.
 */
public class EvalBar extends Canvas {
    /** Lichess's scale of centipawns to winning chances. */
    private static final double WINNING_CHANCE_SCALE = 0.00368208;
    private static final int WIDTH = 40;
    /** The widest label the bar shows whole: a bound on a two-digit score ("≤+0.15" was clipped in 40 pixels). */
    static final String WIDEST_LABEL = "\u2264-10.00";

    private final Font small;
    private Score score;
    private Color toMove = Color.WHITE;
    private boolean whitePerspective = true;

    public EvalBar(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        FontData data = getFont().getFontData()[0];
        small = new Font(getDisplay(), data.getName(), Math.max(6, data.getHeight() - 2), SWT.BOLD);
        addListener(SWT.Paint, this::paint);
        addListener(SWT.Dispose, event -> small.dispose());
    }

    /** Shows an evaluation: {@code score} from the side to move's point of view (as engines report it). */
    public void show(Score score, Color toMove) {
        this.score = score;
        this.toMove = toMove;
        setToolTipText("Evaluation " + text());
        redraw();
    }

    /** Shows no evaluation. */
    public void clear() {
        score = null;
        setToolTipText(null);
        redraw();
    }

    /** Whether the score is seen from White's point of view (true) or the side to move's. */
    public void setWhitePerspective(boolean whitePerspective) {
        this.whitePerspective = whitePerspective;
        redraw();
    }

    /** The score as written on the bar ("+0.35", "#-3"), empty without an evaluation. */
    public String text() {
        return score == null ? "" : EngineLines.score(score, toMove, whitePerspective);
    }

    /** White's share of the bar, 0 to 1 (one half without an evaluation). */
    public double whiteShare() {
        return score == null ? 0.5 : whiteShare(score, toMove);
    }

    /** The side whose share is at the bottom. */
    public Color bottomSide() {
        return whitePerspective ? Color.WHITE : toMove;
    }

    /** White's winning chances as a share from 0 to 1 of a score from {@code toMove}'s point of view. */
    static double whiteShare(Score score, Color toMove) {
        Score white = toMove == Color.WHITE ? score : score.negate();
        if (white.isMate()) {
            return white.value() > 0 ? 1 : 0;
        }
        return 1 / (1 + Math.exp(-WINNING_CHANCE_SCALE * white.value()));
    }

    @Override
    public Point computeSize(int widthHint, int heightHint, boolean changed) {
        return new Point(widthHint == SWT.DEFAULT ? Math.max(WIDTH, labelWidth(WIDEST_LABEL) + 6) : widthHint,
                heightHint == SWT.DEFAULT ? 200 : heightHint);
    }

    /** How wide a label is in the bar's font. */
    int labelWidth(String label) {
        GC gc = new GC(this);
        try {
            gc.setFont(small);
            return gc.textExtent(label).x;
        } finally {
            gc.dispose();
        }
    }

    private void paint(Event event) {
        GC gc = event.gc;
        Rectangle area = getClientArea();
        double bottomShare = bottomSide() == Color.WHITE ? whiteShare() : 1 - whiteShare();
        int split = area.y + (int) Math.round(area.height * (1 - bottomShare));
        org.eclipse.swt.graphics.Color light = new org.eclipse.swt.graphics.Color(242, 242, 236);
        org.eclipse.swt.graphics.Color dark = new org.eclipse.swt.graphics.Color(58, 56, 52);
        org.eclipse.swt.graphics.Color bottomColour = bottomSide() == Color.WHITE ? light : dark;
        org.eclipse.swt.graphics.Color topColour = bottomSide() == Color.WHITE ? dark : light;
        gc.setBackground(topColour);
        gc.fillRectangle(area.x, area.y, area.width, split - area.y);
        gc.setBackground(bottomColour);
        gc.fillRectangle(area.x, split, area.width, area.y + area.height - split);
        gc.setForeground(new org.eclipse.swt.graphics.Color(128, 128, 128));
        gc.drawLine(area.x, area.y + area.height / 2, area.x + area.width, area.y + area.height / 2);
        gc.drawRectangle(area.x, area.y, area.width - 1, area.height - 1);
        String text = text();
        if (!text.isEmpty()) {
            gc.setFont(small);
            Point extent = gc.textExtent(text);
            boolean bottomLeads = bottomShare >= 0.5;
            gc.setForeground(bottomLeads ? topColour : bottomColour);
            int x = area.x + Math.max(0, (area.width - extent.x) / 2);
            int y = bottomLeads ? area.y + area.height - extent.y - 3 : area.y + 3;
            gc.drawText(text, x, y, true);
        }
    }
}
