package rookery.ui.model;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import rookery.chess.Color;
import rookery.database.GameHeader;
import rookery.pgn.GameResult;

/** A move's score for its player year by year, from the games that played it (undated and unfinished games left out). */
public record ScoreByYear(List<Year> years) {
    /** One year's games and the mover's score in percent. */
    public record Year(int year, int games, double score) {
    }

    public ScoreByYear {
        years = List.copyOf(years);
    }

    /** The last {@code maxYears} years in which {@code games} were played, scored for {@code mover}. */
    public static ScoreByYear of(List<GameHeader> games, Color mover, int maxYears) {
        TreeMap<Integer, double[]> byYear = new TreeMap<>();
        for (GameHeader game : games) {
            int year = game.year();
            if (year == 0 || game.result() == GameResult.UNKNOWN) {
                continue;
            }
            double points = switch (game.result()) {
                case WHITE_WINS -> mover == Color.WHITE ? 1 : 0;
                case BLACK_WINS -> mover == Color.BLACK ? 1 : 0;
                default -> 0.5;
            };
            double[] tally = byYear.computeIfAbsent(year, y -> new double[2]);
            tally[0]++;
            tally[1] += points;
        }
        List<Year> years = new ArrayList<>();
        byYear.descendingMap().entrySet().stream().limit(maxYears)
                .forEach(e -> years.add(0, new Year(e.getKey(), (int) e.getValue()[0], e.getValue()[1] * 100 / e.getValue()[0])));
        return new ScoreByYear(years);
    }

    public boolean isEmpty() {
        return years.isEmpty();
    }
}
