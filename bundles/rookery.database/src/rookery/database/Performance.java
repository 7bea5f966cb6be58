package rookery.database;

/**
 * Performance rating by the FIDE method: the opponents' average rating plus the rating
 * difference dp that the FIDE table (Rating Regulations, table 8.1.a) assigns to the score.
 */
public final class Performance {

    /** dp for scores 0.50, 0.51, ... 1.00; lower scores mirror it with a negative sign. */
    private static final int[] DP = {
        0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
        149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
        366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
    };

    private Performance() {
    }

    /** dp for a score fraction in [0, 1], rounded to the table's hundredths. */
    public static int ratingDifference(double score) {
        int hundredths = (int) Math.round(score * 100);
        return hundredths >= 50 ? DP[hundredths - 50] : -DP[50 - hundredths];
    }

    public static int rating(double averageOpponentElo, double score) {
        return (int) Math.round(averageOpponentElo + ratingDifference(score));
    }
}
