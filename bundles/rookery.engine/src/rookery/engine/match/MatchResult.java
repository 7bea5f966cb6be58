package rookery.engine.match;

import java.util.List;

/** The games of a match in round order, counted from the first engine's side. */
public record MatchResult(List<PlayedGame> games, int wins, int draws, int losses) {

    public MatchResult {
        games = List.copyOf(games);
    }

    public EloEstimate elo() {
        return new EloEstimate(wins, draws, losses);
    }
}
