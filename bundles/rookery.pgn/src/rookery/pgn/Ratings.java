package rookery.pgn;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Elo ratings estimated from game results alone: the maximum-likelihood ratings of the Elo
 * (logistic) model, a draw counting as half a win, shifted so that one player has the anchor
 * rating. Players who won or lost every game have no finite estimate; their ratings are capped
 * at {@link #MAX_GAP} from the nearest opponent they met.
 */
public final class Ratings {
    public static final double MAX_GAP = 800;
    private static final int ITERATIONS = 2000;

    private final Map<String, double[]> scoreAndGames = new LinkedHashMap<>();
    private final Map<String, Map<String, Integer>> meetings = new HashMap<>();

    /** Adds one decisive or drawn game; games without a result are ignored. */
    public void add(String white, String black, GameResult result) {
        double whiteScore = switch (result) {
            case WHITE_WINS -> 1;
            case DRAW -> 0.5;
            case BLACK_WINS -> 0;
            case UNKNOWN -> Double.NaN;
        };
        if (Double.isNaN(whiteScore) || white.equals(black)) {
            return;
        }
        record(white, whiteScore);
        record(black, 1 - whiteScore);
        meetings.computeIfAbsent(white, k -> new HashMap<>()).merge(black, 1, Integer::sum);
        meetings.computeIfAbsent(black, k -> new HashMap<>()).merge(white, 1, Integer::sum);
    }

    private void record(String player, double score) {
        double[] entry = scoreAndGames.computeIfAbsent(player, k -> new double[2]);
        entry[0] += score;
        entry[1] += 1;
    }

    /**
     * The ratings, rounded, with {@code anchorPlayer} at {@code anchorRating}.
     *
     * @throws IllegalArgumentException when the anchor player has no rated game
     */
    public Map<String, Integer> estimate(String anchorPlayer, int anchorRating) {
        if (!scoreAndGames.containsKey(anchorPlayer)) {
            throw new IllegalArgumentException("the anchor player '" + anchorPlayer + "' has no game with a result");
        }
        Map<String, Double> rating = new HashMap<>();
        scoreAndGames.keySet().forEach(player -> rating.put(player, 0.0));
        for (int iteration = 0; iteration < ITERATIONS; iteration++) {
            Map<String, Double> next = new HashMap<>();
            for (Map.Entry<String, double[]> entry : scoreAndGames.entrySet()) {
                String player = entry.getKey();
                double expected = 0;
                double variance = 0;
                for (Map.Entry<String, Integer> met : meetings.get(player).entrySet()) {
                    double p = expectedScore(rating.get(player), rating.get(met.getKey()));
                    expected += met.getValue() * p;
                    variance += met.getValue() * p * (1 - p);
                }
                double step = (entry.getValue()[0] - expected) / Math.max(variance, 1e-9) * 400 / Math.log(10);
                next.put(player, clampToOpponents(player, rating, rating.get(player) + 0.5 * step));
            }
            rating.putAll(next);
        }
        double shift = anchorRating - rating.get(anchorPlayer);
        Map<String, Integer> result = new LinkedHashMap<>();
        scoreAndGames.keySet().forEach(player -> result.put(player, (int) Math.round(rating.get(player) + shift)));
        return result;
    }

    private double clampToOpponents(String player, Map<String, Double> rating, double proposed) {
        double low = Double.MAX_VALUE;
        double high = -Double.MAX_VALUE;
        for (String opponent : meetings.get(player).keySet()) {
            low = Math.min(low, rating.get(opponent));
            high = Math.max(high, rating.get(opponent));
        }
        return Math.max(low - MAX_GAP, Math.min(high + MAX_GAP, proposed));
    }

    /** The expected score of a player rated {@code rating} against one rated {@code opponent}. */
    public static double expectedScore(double rating, double opponent) {
        return 1 / (1 + Math.pow(10, (opponent - rating) / 400));
    }
}
