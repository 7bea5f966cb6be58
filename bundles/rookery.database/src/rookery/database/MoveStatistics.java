package rookery.database;

import java.util.List;

/**
 * One move of an explored position. {@code score} is the mover's percentage, (wins + draws/2) /
 * games x 100. Elo figures cover the games with both players rated: {@code averageElo} is the
 * mover's, {@code performance} the mover's FIDE performance (0 when no game is rated);
 * {@code averageYear}, {@code firstYear}, {@code lastYear} are 0 when no game is dated.
 * {@code topGames} are the ids of a few games with the highest average Elo.
 */
public record MoveStatistics(int move, String san, String uci, int games, int white, int draws, int black, double score,
        int averageElo, int performance, int averageYear, int firstYear, int lastYear, boolean lowSample,
        List<Long> topGames) {
}
