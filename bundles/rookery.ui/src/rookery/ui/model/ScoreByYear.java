package rookery.ui.model;

import java.util.List;

import rookery.chess.Color;
import rookery.database.YearResults;

/** A move's score for its player year by year, from the games that played it (undated and unfinished games left out). */
public record ScoreByYear(List<Year> years) {
    /** One year's games and the mover's score in percent. */
    public record Year(int year, int games, double score) {
    }

    public ScoreByYear {
        years = List.copyOf(years);
    }

    /** The last {@code maxYears} of the years, in order, scored for {@code mover}. */
    public static ScoreByYear of(List<YearResults> results, Color mover, int maxYears) {
        List<Year> years = results.stream().skip(Math.max(0, results.size() - maxYears)).map(year -> {
            int wins = mover == Color.WHITE ? year.white() : year.black();
            return new Year(year.year(), year.games(), (wins + year.draws() / 2.0) * 100 / year.games());
        }).toList();
        return new ScoreByYear(years);
    }

    public boolean isEmpty() {
        return years.isEmpty();
    }
}
