package rookery.database;

import java.util.List;

import rookery.database.repertoire.RepertoireDraft;

/**
 * What a database tells of one player (ChessBase's player dossier): their games and years, their
 * rating year by year, results by colour and by the opponent's rating, the repertoire as White
 * and as Black (drafted as {@link RepertoireDraft} drafts it), frequent opponents, best wins and
 * worst losses by the opponent's rating, the endgames reached, and their moves in a position
 * ({@code prepare}). Results are the player's: wins, draws, losses; unfinished games are counted
 * in {@code games} only.
 */
public record PlayerDossier(String player, int games, int firstYear, int lastYear, List<RatingYear> ratings, Results asWhite,
        Results asBlack, List<Band> byOpponentRating, List<Opponent> opponents, List<GameHeader> bestWins, List<GameHeader> worstLosses,
        List<Endgame> endgames, List<RepertoireDraft.Node> whiteRepertoire, List<RepertoireDraft.Node> blackRepertoire,
        Exploration prepare) {

    public PlayerDossier {
        ratings = List.copyOf(ratings);
        byOpponentRating = List.copyOf(byOpponentRating);
        opponents = List.copyOf(opponents);
        bestWins = List.copyOf(bestWins);
        worstLosses = List.copyOf(worstLosses);
        endgames = List.copyOf(endgames);
        whiteRepertoire = List.copyOf(whiteRepertoire);
        blackRepertoire = List.copyOf(blackRepertoire);
    }

    /** Wins, draws and losses of the player. */
    public record Results(int wins, int draws, int losses) {

        public static final Results NONE = new Results(0, 0, 0);

        public int games() {
            return wins + draws + losses;
        }

        /** Points per game in percent; 0 without games. */
        public double score() {
            return games() == 0 ? 0 : (wins + draws / 2.0) * 100 / games();
        }

        public Results plus(Results other) {
            return new Results(wins + other.wins, draws + other.draws, losses + other.losses);
        }
    }

    /** The player's mean rating in the rated games of a year. */
    public record RatingYear(int year, int elo, int games) {
    }

    /** Results against opponents rated from {@code minElo} to below {@code maxElo} (0, 0: unrated opponents). */
    public record Band(int minElo, int maxElo, Results results) {

        public String label() {
            if (maxElo == 0) {
                return "unrated";
            }
            return maxElo == Integer.MAX_VALUE ? minElo + "+" : minElo == 0 ? "< " + maxElo : minElo + "-" + (maxElo - 1);
        }
    }

    public record Opponent(String name, Results results) {
    }

    /** An endgame reached, by its material with the stronger side first (the first position of the game with at most seven pieces). */
    public record Endgame(String signature, Results results) {
    }
}
