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
        int n = games();
        if (n == 0) {
            return Double.POSITIVE_INFINITY;
        }
        double s = score();
        double variance = (wins * Math.pow(1 - s, 2) + draws * Math.pow(0.5 - s, 2) + losses * Math.pow(s, 2)) / n;
        double deviation = Math.sqrt(variance / n);
        double low = difference(s - 1.959964 * deviation);
        double high = difference(s + 1.959964 * deviation);
        return (high - low) / 2;
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
