package rookery.engine.match;

/**
 * The Elo difference a match result suggests, with the half-width of its 95% confidence
 * interval from the per-game score variance (the method of cutechess-cli).
 */
public record EloEstimate(int wins, int draws, int losses) {

    public int games() {
        return wins + draws + losses;
    }

    /** The score fraction, 0..1. */
    public double score() {
        return games() == 0 ? 0.5 : (wins + draws / 2.0) / games();
    }

    /** Elo difference; infinite for a whitewash. */
    public double elo() {
        return difference(score());
    }

    /** Half-width of the 95% interval in Elo; infinite when the interval reaches 0% or 100%. */
    public double errorMargin() {
        return (upperBound() - lowerBound()) / 2;
    }

    /** The low end of the 95% interval in Elo (minus infinity when it reaches a 0% score). */
    public double lowerBound() {
        return difference(score() - 1.959964 * deviation());
    }

    /** The high end of the 95% interval in Elo (infinity when it reaches a 100% score). */
    public double upperBound() {
        return difference(score() + 1.959964 * deviation());
    }

    /** Standard deviation of the mean score per game. */
    private double deviation() {
        int n = games();
        if (n == 0) {
            return 0.5;
        }
        double s = score();
        double variance = (wins * Math.pow(1 - s, 2) + draws * Math.pow(0.5 - s, 2) + losses * Math.pow(s, 2)) / n;
        return Math.sqrt(variance / n);
    }

    private static double difference(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }
}
