package rookery.ui.widgets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rookery.chess.Color;
import rookery.database.YearResults;
import rookery.ui.model.ScoreByYear;
import rookery.ui.testing.Ui;

/** The score-by-year chart shows every year played, grouped when the range is long, and a 50 % year as a bar (issue 33, #14). */
class ScoreChartTest {
    private Display display;
    private Shell shell;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(420, 70);
    }

    @AfterEach
    void close() {
        shell.dispose();
        Ui.settle(display);
    }

    @Test
    void everyYearOfTheRangeHasItsPlaceAndEveryYearWithGamesABarEvenAt50Or0Percent() {
        ScoreChart chart = new ScoreChart(shell);
        ScoreByYear data = ScoreByYear.of(List.of(new YearResults(1996, 1, 0, 0), new YearResults(1998, 0, 2, 0),
                new YearResults(1999, 0, 0, 1)), Color.WHITE, 20);
        assertEquals(List.of(new ScoreByYear.Period(1996, 1996, 1, 100.0), new ScoreByYear.Period(1997, 1997, 0, 0),
                new ScoreByYear.Period(1998, 1998, 2, 50.0), new ScoreByYear.Period(1999, 1999, 1, 0.0)), data.periods());
        shell.open();
        chart.show("Score by year", data);
        Ui.settle(display);
        ImageData painted = paint(chart);
        assertTrue(contains(painted, ScoreChart.scoreColour(50)), "the 50 % year's bar is painted");
        assertTrue(contains(painted, ScoreChart.scoreColour(100)), "the 100 % year's bar is painted");
        assertTrue(contains(painted, ScoreChart.scoreColour(0)), "the 0 % year's bar is painted");
    }

    private static ImageData paint(ScoreChart chart) {
        Image image = new Image(chart.getDisplay(), chart.getSize().x, chart.getSize().y);
        GC gc = new GC(image);
        try {
            chart.print(gc);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static boolean contains(ImageData image, RGB colour) {
        for (int y = 0; y < image.height; y++) {
            for (int x = 0; x < image.width; x++) {
                if (image.palette.getRGB(image.getPixel(x, y)).equals(colour)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void aLongRangeIsShownWholeInPeriodsOfFiveOrTenYears() {
        List<YearResults> since1935 = List.of(new YearResults(1935, 1, 0, 0), new YearResults(1974, 0, 1, 0), new YearResults(2024, 0, 0, 1));
        ScoreByYear fives = ScoreByYear.of(since1935, Color.WHITE, 20);
        assertEquals(5, fives.periodLength());
        assertEquals(new ScoreByYear.Period(1935, 1939, 1, 100.0), fives.periods().get(0));
        assertEquals(new ScoreByYear.Period(1970, 1974, 1, 50.0), fives.periods().get(7));
        assertEquals(new ScoreByYear.Period(2020, 2024, 1, 0.0), fives.periods().get(fives.periods().size() - 1));
        assertEquals(18, fives.periods().size());

        List<YearResults> since1834 = List.of(new YearResults(1834, 0, 1, 0), new YearResults(1837, 1, 0, 0), new YearResults(2004, 0, 0, 1));
        ScoreByYear tens = ScoreByYear.of(since1834, Color.BLACK, 20);
        assertEquals(10, tens.periodLength());
        assertEquals(new ScoreByYear.Period(1830, 1839, 2, 25.0), tens.periods().get(0));
        assertEquals(new ScoreByYear.Period(2000, 2009, 1, 100.0), tens.periods().get(tens.periods().size() - 1));
        assertEquals(18, tens.periods().size());
    }
}
