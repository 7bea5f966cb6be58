package rookery.engine.analysis;

import java.util.List;

/** One engine line of an analysed position: its evaluation (White's view) and moves ({@link rookery.chess.Move} ints). */
public record EvaluatedLine(Eval eval, List<Integer> moves) {

    public EvaluatedLine {
        moves = List.copyOf(moves);
    }
}
