package rookery.engine.eval;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Random;

import org.junit.jupiter.api.Test;

import rookery.chess.Position;

class TexelTunerTest {

    @Test
    void onlyQuietPositionsAreLearnt() {
        assertTrue(TexelTuner.isQuiet(Position.startpos()));
        // White can take a hanging queen.
        assertFalse(TexelTuner.isQuiet(Position.fromFen("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1")));
        // In check.
        assertFalse(TexelTuner.isQuiet(Position.fromFen("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1")));
    }

    @Test
    void tuningLowersTheErrorAndWritesEveryWeight() {
        TexelTuner tuner = new TexelTuner();
        Random random = new Random(3);
        int[] moves = new int[Position.MAX_MOVES];
        for (int game = 0; game < 200; game++) {
            Position board = Position.startpos();
            for (int ply = 0; ply < 60; ply++) {
                int count = board.legalMoves(moves, false);
                if (count == 0) {
                    break;
                }
                board.play(moves[random.nextInt(count)]);
                if (ply > 10 && ply % 5 == 0) {
                    // A made-up result that follows the material: the tuner should lean towards it.
                    int material = Long.bitCount(board.piecesOf(Position.WHITE)) - Long.bitCount(board.piecesOf(Position.BLACK));
                    tuner.add(board, material > 0 ? 1 : material < 0 ? 0 : 0.5);
                }
            }
        }
        assertTrue(tuner.positions() > 100, "positions " + tuner.positions());
        double k = tuner.fitScalingConstant();
        assertTrue(k > 0.1 && k < 3, "K " + k);
        double before = tuner.error();
        tuner.tune(30, 2.0, 0, null, null);
        assertTrue(tuner.error() < before, tuner.error() + " vs " + before);
        String source = tuner.weightsSource("test");
        assertTrue(source.contains("final class Weights"));
        for (Params.Group group : Params.GROUPS) {
            assertTrue(source.contains("// " + group.name() + "\n"), group.name());
        }
        assertEquals(2 * Params.COUNT, source.lines().filter(line -> line.startsWith("            ") && !line.contains("//"))
                .mapToInt(line -> line.split(",").length).sum());
    }

    @Test
    void frozenGroupsKeepTheirWeights() {
        TexelTuner tuner = new TexelTuner();
        tuner.tuneOnly(java.util.List.of("passed"));
        tuner.add(Position.fromFen("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1"), 1);
        tuner.add(Position.fromFen("4k3/8/8/8/3p4/8/8/4K3 w - - 0 1"), 0);
        tuner.add(Position.fromFen("4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1"), 0.5);
        tuner.fitScalingConstant();
        tuner.tune(20, 5.0, 0, null, null);
        String source = tuner.weightsSource("test");
        String afterTitle = source.substring(source.indexOf("// material\n") + "// material\n".length());
        String material = afterTitle.substring(0, afterTitle.indexOf('\n')).trim();
        assertEquals(Weights.MG[Params.MATERIAL] + ", " + Weights.MG[Params.MATERIAL + 1] + ", " + Weights.MG[Params.MATERIAL + 2] + ", "
                + Weights.MG[Params.MATERIAL + 3] + ", " + Weights.MG[Params.MATERIAL + 4] + ",", material);
    }
}
