package rookery.engine.analysis;

import java.util.List;

/**
 * What is known of one position of a game: its evaluation (White's view) and the engine's lines,
 * best first (none for a position without legal moves or an evaluation read from a PGN comment).
 *
 * @param depth the depth of the best line, 0 when no engine searched
 * @param nodes nodes the engine searched for it
 */
public record PositionAnalysis(Eval eval, List<EvaluatedLine> lines, int depth, long nodes) {

    public PositionAnalysis {
        lines = List.copyOf(lines);
    }

    public static PositionAnalysis known(Eval eval) {
        return new PositionAnalysis(eval, List.of(), 0, 0);
    }

    /** The engine's best line, empty when there is none. */
    public List<Integer> bestLine() {
        return lines.isEmpty() ? List.of() : lines.get(0).moves();
    }
}
