package rookery.database;

import rookery.chess.Color;

/**
 * Restricts an exploration to some games. Elo bounds apply to the average Elo of both players
 * (games without both ratings are left out when a bound is set); years to the game's year
 * (undated games are left out when a bound is set); {@code player} keeps the games where a
 * player whose name contains all the words of {@code player} has the {@code color} (either
 * when null). 0 and null mean no restriction.
 */
public record ExploreFilter(int minElo, int maxElo, int fromYear, int toYear, String player, Color color,
        int lowSampleThreshold) {

    public static final int DEFAULT_LOW_SAMPLE = 10;
    public static final ExploreFilter NONE = new ExploreFilter(0, 0, 0, 0, null, null, DEFAULT_LOW_SAMPLE);

    public ExploreFilter {
        if (player != null && player.isBlank()) {
            player = null;
        }
    }

    /** Whether only some games qualify, so the stored statistics cannot answer. */
    public boolean restricts() {
        return minElo > 0 || maxElo > 0 || fromYear > 0 || toYear > 0 || player != null;
    }

    public ExploreFilter withElo(int min, int max) {
        return new ExploreFilter(min, max, fromYear, toYear, player, color, lowSampleThreshold);
    }

    public ExploreFilter withYears(int from, int to) {
        return new ExploreFilter(minElo, maxElo, from, to, player, color, lowSampleThreshold);
    }

    public ExploreFilter withPlayer(String name, Color side) {
        return new ExploreFilter(minElo, maxElo, fromYear, toYear, name, side, lowSampleThreshold);
    }

    public ExploreFilter withLowSampleThreshold(int threshold) {
        return new ExploreFilter(minElo, maxElo, fromYear, toYear, player, color, threshold);
    }
}
