package rookery.ui.widgets;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

import rookery.ui.model.ScoreByYear;

/**
 * A small bar chart of a move's score by year, drawn with GC (no charting library in the target
 * platform): one bar per year or period of years, its height the score from 0 to 100 % with the
 * 50 % line marked, its colour from red (poor) to green (good), the period's first year under it;
 * a period without games has no bar.
 */
public class ScoreChart extends Canvas {
    private static final Color AXIS = new Color(150, 150, 150);
    private static final Color TEXT = new Color(80, 80, 80);
    /** So that a period scoring 0 % still shows that it has games. */
    private static final int MIN_BAR_HEIGHT = 3;

    private ScoreByYear data = new ScoreByYear(java.util.List.of());
    private String title = "";

    public ScoreChart(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        addPaintListener(event -> paint(event.gc));
    }

    public void show(String newTitle, ScoreByYear newData) {
        title = newTitle;
        data = newData;
        redraw();
    }

    public ScoreByYear data() {
        return data;
    }

    @Override
    public Point computeSize(int wHint, int hHint, boolean changed) {
        return new Point(wHint == SWT.DEFAULT ? 300 : wHint, hHint == SWT.DEFAULT ? 56 : hHint);
    }

    private void paint(GC gc) {
        gc.setAntialias(SWT.ON);
        Rectangle area = getClientArea();
        gc.setBackground(getBackground());
        gc.fillRectangle(area);
        gc.setForeground(TEXT);
        int textHeight = gc.getFontMetrics().getHeight();
        String period = data.periodLength() == 1 ? "" : "(" + data.periodLength() + " years a bar)";
        // A low chart has its title left of the bars, so that they keep their height; a narrow one
        // (beside the explorer's table) has it above them, on two lines.
        boolean titleAbove = area.height > 4 * textHeight;
        if (data.isEmpty()) {
            gc.drawString(title + ": no dated games", area.x + 4, area.y + 2, true);
            return;
        }
        Point fifty = gc.stringExtent("50%");
        int top;
        int left;
        if (titleAbove) {
            gc.drawString(title, area.x + 4, area.y + 2, true);
            gc.drawString(period, area.x + 4, area.y + 2 + textHeight, true);
            top = area.y + 2 * textHeight + 8;
            left = area.x + fifty.x + 8;
        } else {
            String heading = period.isEmpty() ? title : title + " " + period;
            gc.drawString(heading, area.x + 4, area.y + 2, true);
            top = area.y + 4;
            left = area.x + gc.stringExtent(heading).x + 16;
        }
        int bottom = area.y + area.height - textHeight - 4;
        int height = Math.max(10, bottom - top);
        int count = data.periods().size();
        int slot = Math.max(6, (area.width - left - 6) / count);
        gc.setForeground(AXIS);
        gc.drawString("50%", left - fifty.x - 4, top + height / 2 - textHeight / 2, true);
        gc.setLineStyle(SWT.LINE_DOT);
        gc.drawLine(left, top + height / 2, left + slot * count, top + height / 2);
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.drawLine(left, bottom, left + slot * count, bottom);
        int labelsEnd = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            ScoreByYear.Period bar = data.periods().get(i);
            int x = left + i * slot + slot / 6;
            int width = Math.max(3, slot * 2 / 3);
            if (bar.games() > 0) {
                int barHeight = Math.max(MIN_BAR_HEIGHT, (int) Math.round(height * bar.score() / 100));
                Color fill = new Color(scoreColour(bar.score()));
                try {
                    gc.setBackground(fill);
                    gc.fillRectangle(x, bottom - barHeight, width, barHeight);
                } finally {
                    fill.dispose();
                }
            }
            gc.setForeground(TEXT);
            String label = slot >= 34 ? Integer.toString(bar.first()) : "'" + String.format("%02d", bar.first() % 100);
            Point extent = gc.stringExtent(label);
            int labelStart = x + width / 2 - extent.x / 2;
            if (labelStart > labelsEnd + 3) {
                gc.drawString(label, labelStart, bottom + 2, true);
                labelsEnd = labelStart + extent.x;
            }
        }
    }

    /** Red below 40 %, amber around 50 %, green above 60 %. */
    static org.eclipse.swt.graphics.RGB scoreColour(double score) {
        double t = Math.max(0, Math.min(1, (score - 30) / 40));
        int red = (int) Math.round(200 - 140 * t);
        int green = (int) Math.round(70 + 100 * t);
        return new org.eclipse.swt.graphics.RGB(red, green, 70);
    }
}
