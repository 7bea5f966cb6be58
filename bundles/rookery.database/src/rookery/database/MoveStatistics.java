package rookery.database;

import java.util.List;

/**
 * One move of an explored position. {@code score} is the mover's percentage, (wins + draws/2) /
 * games x 100. Elo figures cover the games with both players rated (0 when none is):
 * {@code averageElo} is the mover's, {@code averageOpponentElo} the opponent's and
 * {@code performance} the mover's FIDE performance; {@code averageYear}, {@code firstYear},
 * {@code lastYear} are 0 when no game is dated. {@code topGames} are the ids of a few games with
 * the highest average Elo.
 */
public record MoveStatistics(int move, String san, String uci, int games, int white, int draws, int black, double score,
        int averageElo, int performance, int averageYear, int firstYear, int lastYear, boolean lowSample,
        List<Long> topGames, int averageOpponentElo) {

    /** Without the opponents' average Elo (0), as the workbench's tests build them. */
    public MoveStatistics(int move, String san, String uci, int games, int white, int draws, int black, double score,
            int averageElo, int performance, int averageYear, int firstYear, int lastYear, boolean lowSample,
            List<Long> topGames) {
        this(move, san, uci, games, white, draws, black, score, averageElo, performance, averageYear, firstYear, lastYear,
                lowSample, topGames, 0);
    }
}
