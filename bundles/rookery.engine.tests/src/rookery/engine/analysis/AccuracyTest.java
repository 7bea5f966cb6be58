package rookery.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Color;

class AccuracyTest {

    @Test
    void moveAccuracyAgainstHandComputedValues() {
        assertEquals(100.0, Accuracy.ofMove(50, 50));
        assertEquals(100.0, Accuracy.ofMove(40, 60));
        // drop of 10: 103.1668100711649*exp(-0.4354415386753951) - 3.166924740191411 + 1 = 64.5798...
        assertEquals(64.57983, Accuracy.ofMove(60, 50), 1e-4);
        // drop of 1: 103.1668100711649*exp(-0.04354415386753951) - 2.166924740191411 = 96.6040...
        assertEquals(96.60398, Accuracy.ofMove(51, 50), 1e-4);
        // drop of 100: 103.17*exp(-4.354) - 2.17 = -0.84 -> clamped to 0
        assertEquals(0.0, Accuracy.ofMove(100, 0));
    }

    @Test
    void gameAccuracyAgainstHandComputedValues() {
        // three positions 0, 0, -1000 cp: win% 50, 50, 2.4709...; window size 2, weights: sd of {50,50} = 0 -> 0.5,
        // sd of {50, 2.47} = 23.76 -> 12. White's only move: 50 -> 50 = 100; Black's: 50 -> 97.53 = 100.
        List<Eval> evals = List.of(Eval.centipawns(0), Eval.centipawns(0), Eval.centipawns(-1000));
        assertEquals(100.0, Accuracy.ofGame(evals, Color.WHITE, Color.WHITE), 1e-9);
        assertEquals(100.0, Accuracy.ofGame(evals, Color.WHITE, Color.BLACK), 1e-9);

        // positions 0, -100, -100, -300 (White moves 1 and 3): win% 50, 40.897, 40.897, 24.92
        // weights (window 2): half of each drop between two positions, sd{40.90,40.90}=0 -> 0.5, sd{40.90,24.92}=7.9888
        List<Eval> game = List.of(Eval.centipawns(0), Eval.centipawns(-100), Eval.centipawns(-100), Eval.centipawns(-300));
        double w0 = Accuracy.winPercent(game.get(0));
        double w1 = Accuracy.winPercent(game.get(1));
        double w3 = Accuracy.winPercent(game.get(3));
        double a1 = 103.1668100711649 * Math.exp(-0.04354415386753951 * (w0 - w1)) - 3.166924740191411 + 1;
        double a3 = 103.1668100711649 * Math.exp(-0.04354415386753951 * (w1 - w3)) - 3.166924740191411 + 1;
        double weight1 = (w0 - w1) / 2;
        double weight3 = (w1 - w3) / 2;
        double weighted = (a1 * weight1 + a3 * weight3) / (weight1 + weight3);
        double harmonic = 2 / (1 / a1 + 1 / a3);
        assertEquals(40.8974, w1, 1e-3);
        assertEquals((weighted + harmonic) / 2, Accuracy.ofGame(game, Color.WHITE, Color.WHITE), 1e-9);
        assertEquals(100.0, Accuracy.ofGame(game, Color.WHITE, Color.BLACK), 1e-9);
        assertTrue(Double.isNaN(Accuracy.ofGame(List.of(Eval.centipawns(0)), Color.WHITE, Color.WHITE)));
    }

    @Test
    void windowsRepeatTheFirstOneForTheFirstMoves() {
        double[] winPercents = new double[41];
        for (int i = 0; i < winPercents.length; i++) {
            winPercents[i] = i % 2 == 0 ? 50 : 40;
        }
        // 40 moves: window size 4, two copies of the first window then 38 sliding ones = one weight per move
        List<Double> weights = Accuracy.volatilityWeights(winPercents, 4);
        assertEquals(40, weights.size());
        assertEquals(5.0, weights.get(0), 1e-9);
    }
}
