package rookery.database;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

import rookery.chess.Color;

/**
 * Restricts an exploration to some games. Elo bounds apply to the average Elo of both players
 * (games without both ratings are left out when a bound is set); years to the game's year
 * (undated games are left out when a bound is set); {@code speeds} to the speed of the game's
 * TimeControl tag (games without one are left out when speeds are chosen; empty: every game);
 * {@code player} keeps the games where a player whose name contains all the words of
 * {@code player} has the {@code color} (either when null). 0, null and empty mean no restriction.
 *
 * <p>A filter {@linkplain #alignsWithBuckets() aligned with the buckets} (lichess's rating groups,
 * whole years, speeds, no player) is answered from the stored bucketed statistics where a position
 * has them ({@link StatisticsBucket}); any other is tallied game by game.
 */
public record ExploreFilter(int minElo, int maxElo, int fromYear, int toYear, String player, Color color,
        int lowSampleThreshold, Set<Speed> speeds) {

    public static final int DEFAULT_LOW_SAMPLE = 10;
    public static final ExploreFilter NONE = new ExploreFilter(0, 0, 0, 0, null, null, DEFAULT_LOW_SAMPLE, Set.of());

    public ExploreFilter {
        if (player != null && player.isBlank()) {
            player = null;
        }
        speeds = speeds == null || speeds.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(speeds));
    }

    /** Whether only some games qualify, so the stored statistics cannot answer. */
    public boolean restricts() {
        return minElo > 0 || maxElo > 0 || fromYear > 0 || toYear > 0 || player != null || !speeds.isEmpty();
    }

    /** Whether a game of that speed (null: its TimeControl tag does not tell) qualifies. */
    public boolean admits(Speed speed) {
        return speeds.isEmpty() || speed != null && speeds.contains(speed);
    }

    /** Whether the filter is a union of whole buckets: no player, Elo bounds at rating group bounds. */
    public boolean alignsWithBuckets() {
        return player == null && (minElo == 0 || RatingGroup.from(minElo) != null)
                && (maxElo == 0 || Arrays.stream(RatingGroup.values()).anyMatch(group -> group.upperBound() == maxElo));
    }

    public ExploreFilter withElo(int min, int max) {
        return new ExploreFilter(min, max, fromYear, toYear, player, color, lowSampleThreshold, speeds);
    }

    /** The Elo bounds of the rating groups from {@code lowest} to {@code highest}. */
    public ExploreFilter withRatingGroups(RatingGroup lowest, RatingGroup highest) {
        return withElo(lowest.lowerBound(), highest.upperBound());
    }

    public ExploreFilter withYears(int from, int to) {
        return new ExploreFilter(minElo, maxElo, from, to, player, color, lowSampleThreshold, speeds);
    }

    public ExploreFilter withPlayer(String name, Color side) {
        return new ExploreFilter(minElo, maxElo, fromYear, toYear, name, side, lowSampleThreshold, speeds);
    }

    public ExploreFilter withSpeeds(Set<Speed> chosen) {
        return new ExploreFilter(minElo, maxElo, fromYear, toYear, player, color, lowSampleThreshold, chosen);
    }

    public ExploreFilter withLowSampleThreshold(int threshold) {
        return new ExploreFilter(minElo, maxElo, fromYear, toYear, player, color, threshold, speeds);
    }
}
