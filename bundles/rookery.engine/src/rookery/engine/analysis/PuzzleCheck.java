package rookery.engine.analysis;

import java.util.LinkedHashMap;
import java.util.Map;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.engine.AnalysisOptions;
import rookery.engine.Engine;
import rookery.engine.Limits;

/**
 * Judges the answers to "find a better move": the engine's best move and every move whose
 * evaluation is within {@link #TOLERANCE_CENTIPAWNS} of it (winning chances' centipawns, so mates
 * compare too) count as right. The engine's multi-PV lines judge the moves they hold; any other
 * move is judged by a search of the position after it.
 */
public final class PuzzleCheck {
    public static final int TOLERANCE_CENTIPAWNS = 30;
    private static final int LINES = 5;

    private final Engine engine;
    private final Limits limits;
    private final long stallMillis;

    /** The position's solution: the best move and its evaluation, and the evaluations known of other moves (White's view). */
    public record Solution(Position position, int bestMove, Eval bestEval, Map<Integer, Eval> known) {
        public Solution {
            position = position.copy();
            known = Map.copyOf(known);
        }
    }

    public PuzzleCheck(Engine engine, Limits limits, long stallMillis) {
        if (limits.isUntilStopped()) {
            throw new IllegalArgumentException("a puzzle check needs a depth, node or time limit");
        }
        this.engine = engine;
        this.limits = limits;
        this.stallMillis = stallMillis;
    }

    /** The best move of {@code position} (which must have legal moves) and the evaluations of the engine's best few. */
    public Solution solve(Position position) throws InterruptedException {
        if (!position.hasLegalMoves()) {
            throw new IllegalArgumentException("no legal move in " + position.fen());
        }
        PositionAnalysis analysis = search(position, Math.min(LINES, position.legalMoves().length));
        Map<Integer, Eval> known = new LinkedHashMap<>();
        for (EvaluatedLine line : analysis.lines()) {
            known.putIfAbsent(line.moves().get(0), line.eval());
        }
        return new Solution(position, analysis.bestLine().get(0), analysis.eval(), known);
    }

    /** Whether {@code move} is right: within the tolerance of the best move, for the side to move. */
    public boolean isRight(Solution solution, int move) throws InterruptedException {
        Position position = solution.position();
        if (!position.isLegal(move)) {
            return false;
        }
        Eval eval = solution.known().get(move);
        if (eval == null) {
            Position after = position.copy();
            after.play(move);
            eval = after.hasLegalMoves() ? search(after, 1).eval()
                    : after.isCheck() ? Eval.checkmate(position.turn()) : Eval.centipawns(0);
        }
        Color mover = position.turn();
        int loss = solution.bestEval().winningChancesCentipawns() * sign(mover) - eval.winningChancesCentipawns() * sign(mover);
        return loss <= TOLERANCE_CENTIPAWNS;
    }

    private static int sign(Color color) {
        return color == Color.WHITE ? 1 : -1;
    }

    private PositionAnalysis search(Position position, int multiPv) throws InterruptedException {
        return PositionSearch.analyse(engine, position, limits, new AnalysisOptions(multiPv, 1, 16), stallMillis);
    }
}
