package rookery.ui.model;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Color;
import rookery.database.YearResults;

/**
 * A move's score for its player over the whole range of years it was played, from the games that
 * played it (undated and unfinished games left out): one bar a year, or a bar for 5, 10 or more
 * years when the range is too long for one a year.
 */
public record ScoreByYear(List<Period> periods) {
    private static final int[] PERIOD_LENGTHS = {1, 5, 10, 25, 50, 100};

    /** The years {@code first} to {@code last}: their games and the mover's score in percent (no games: no bar). */
    public record Period(int first, int last, int games, double score) {
        public Period {
            if (games == 0) {
                score = 0;
            }
        }
    }

    public ScoreByYear {
        periods = List.copyOf(periods);
    }

    /**
     * Every year from the first to the last of {@code results} in at most {@code maxBars} periods
     * (of 1, 5, 10, 25, 50 or 100 years, starting at a multiple of their length), scored for {@code mover}.
     */
    public static ScoreByYear of(List<YearResults> results, Color mover, int maxBars) {
        if (results.isEmpty()) {
            return new ScoreByYear(List.of());
        }
        int firstYear = results.stream().mapToInt(YearResults::year).min().orElseThrow();
        int lastYear = results.stream().mapToInt(YearResults::year).max().orElseThrow();
        int length = periodLength(firstYear, lastYear, maxBars);
        int start = Math.floorDiv(firstYear, length) * length;
        int count = (lastYear - start) / length + 1;
        int[] games = new int[count];
        double[] points = new double[count];
        for (YearResults year : results) {
            int period = (year.year() - start) / length;
            games[period] += year.games();
            points[period] += (mover == Color.WHITE ? year.white() : year.black()) + year.draws() / 2.0;
        }
        List<Period> periods = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int first = start + i * length;
            periods.add(new Period(first, first + length - 1, games[i], games[i] == 0 ? 0 : points[i] * 100 / games[i]));
        }
        return new ScoreByYear(periods);
    }

    private static int periodLength(int firstYear, int lastYear, int maxBars) {
        for (int length : PERIOD_LENGTHS) {
            if (lastYear / length - Math.floorDiv(firstYear, length) + 1 <= maxBars) {
                return length;
            }
        }
        return PERIOD_LENGTHS[PERIOD_LENGTHS.length - 1];
    }

    /** The years a bar stands for (1 when there is no bar). */
    public int periodLength() {
        return periods.isEmpty() ? 1 : periods.get(0).last() - periods.get(0).first() + 1;
    }

    public boolean isEmpty() {
        return periods.isEmpty();
    }
}
