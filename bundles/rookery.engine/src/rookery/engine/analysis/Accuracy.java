package rookery.engine.analysis;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Color;

/**
 * lichess's accuracy (lila's {@code AccuracyPercent}): per move from the mover's win percentage
 * before and after it, per game as the mean of a volatility-weighted mean and a harmonic mean of
 * the side's move accuracies. Win percentages here come from centipawns clamped to ±1000, a mate
 * counting as ±1000, as lila's do.
 */
public final class Accuracy {

    private Accuracy() {
    }

    /** White's win percentage of an evaluation for accuracy: {@code 50 + 50·w(clamped cp)}. */
    public static double winPercent(Eval eval) {
        return 50 + 50 * WinningChances.ofCentipawns(eval.lossCentipawns());
    }

    /**
     * {@code 103.1668·exp(-0.04354·(before − after)) − 3.1669}, plus lila's bonus of 1 for the
     * engine's own imprecision, clamped to 0..100; 100 when the mover's win percentage did not drop.
     */
    public static double ofMove(double moverWinPercentBefore, double moverWinPercentAfter) {
        if (moverWinPercentAfter >= moverWinPercentBefore) {
            return 100;
        }
        double raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * (moverWinPercentBefore - moverWinPercentAfter))
                - 3.166924740191411;
        return Math.max(0, Math.min(100, raw + 1));
    }

    /**
     * Game accuracy of {@code side}: each move's accuracy weighted by the standard deviation of White's
     * win percentage over a window of positions around it (clamped to 0.5..12, so moves in sharp
     * phases weigh more), that weighted mean averaged with the harmonic mean of the accuracies
     * (each counted as at least 1). NaN when the side made no move.
     *
     * @param evals the evaluation of every position, the start first
     * @param firstMover the side to move at the start
     */
    public static double ofGame(List<Eval> evals, Color firstMover, Color side) {
        int moves = evals.size() - 1;
        double[] winPercents = evals.stream().mapToDouble(Accuracy::winPercent).toArray();
        List<Double> weights = volatilityWeights(winPercents, Math.max(2, Math.min(8, moves / 10)));
        double weightedSum = 0;
        double weightSum = 0;
        double reciprocalSum = 0;
        int count = 0;
        for (int i = 0; i < moves; i++) {
            Color mover = i % 2 == 0 ? firstMover : firstMover.other();
            if (mover != side) {
                continue;
            }
            double accuracy = mover == Color.WHITE ? ofMove(winPercents[i], winPercents[i + 1])
                    : ofMove(100 - winPercents[i], 100 - winPercents[i + 1]);
            weightedSum += accuracy * weights.get(i);
            weightSum += weights.get(i);
            reciprocalSum += 1 / Math.max(1, accuracy);
            count++;
        }
        if (count == 0) {
            return Double.NaN;
        }
        return (weightedSum / weightSum + count / reciprocalSum) / 2;
    }

    /**
     * The weight of each move: the population standard deviation of a window of win percentages,
     * the first window repeated for the first moves (lila's windows: {@code size - 2} copies of the
     * first window, then every window sliding over the positions).
     */
    static List<Double> volatilityWeights(double[] winPercents, int windowSize) {
        int size = Math.min(windowSize, winPercents.length);
        List<Double> weights = new ArrayList<>();
        for (int i = 0; i < size - 2; i++) {
            weights.add(weight(winPercents, 0, size));
        }
        for (int from = 0; from + size <= winPercents.length; from++) {
            weights.add(weight(winPercents, from, from + size));
        }
        return weights;
    }

    private static double weight(double[] values, int from, int to) {
        double mean = 0;
        for (int i = from; i < to; i++) {
            mean += values[i];
        }
        mean /= to - from;
        double squares = 0;
        for (int i = from; i < to; i++) {
            squares += (values[i] - mean) * (values[i] - mean);
        }
        return Math.max(0.5, Math.min(12, Math.sqrt(squares / (to - from))));
    }
}
