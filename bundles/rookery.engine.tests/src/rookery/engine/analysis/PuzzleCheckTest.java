package rookery.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.engine.Engine;
import rookery.engine.Engines;
import rookery.engine.Limits;

/** "Find a better move" judged by the built-in engine: its best move and any move within 0.3 pawns are right, a worse one is not. */
class PuzzleCheckTest {

    @Test
    void eitherMateInOneIsRightAndAMoveThatLetsTheMateGoIsNot() throws Exception {
        Position position = Position.fromFen("6k1/5ppp/8/8/8/8/8/RR4K1 w - - 0 1");
        try (Engine engine = Engines.open(Engines.BUILTIN)) {
            PuzzleCheck check = new PuzzleCheck(engine, Limits.depth(6), 60_000);
            PuzzleCheck.Solution solution = check.solve(position);
            assertTrue(Set.of("Ra8#", "Rb8#").contains(San.format(position, solution.bestMove())), San.format(position, solution.bestMove()));
            assertTrue(check.isRight(solution, San.parse(position, "Ra8#")));
            assertTrue(check.isRight(solution, San.parse(position, "Rb8#")));
            assertFalse(check.isRight(solution, San.parse(position, "Kf1")), "a rook up is more than 0.3 pawns from a mate");
            assertFalse(check.isRight(solution, San.parse(position, "Rb7")));
            assertEquals("6k1/5ppp/8/8/8/8/8/RR4K1 w - - 0 1", position.fen(), "the position is left as it was");
        }
    }

    @Test
    void aMoveWithinThirtyCentipawnsOfTheBestIsRightAndOneBeyondIsNot() throws Exception {
        Position position = Position.startpos();
        try (Engine engine = Engines.open(Engines.BUILTIN)) {
            PuzzleCheck check = new PuzzleCheck(engine, Limits.nodes(20_000), 60_000);
            PuzzleCheck.Solution solution = check.solve(position);
            int best = solution.bestEval().winningChancesCentipawns();
            for (var known : solution.known().entrySet()) {
                int loss = best - known.getValue().winningChancesCentipawns();
                assertEquals(loss <= PuzzleCheck.TOLERANCE_CENTIPAWNS, check.isRight(solution, known.getKey()),
                        San.format(position, known.getKey()) + " loses " + loss);
            }
            assertTrue(check.isRight(solution, solution.bestMove()));
            assertFalse(check.isRight(solution, San.parse(position, "g4")), "1.g4 gives away more than 0.3 pawns");
        }
    }
}
