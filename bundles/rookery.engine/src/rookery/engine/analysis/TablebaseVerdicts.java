package rookery.engine.analysis;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.tablebase.TableMove;
import rookery.tablebase.Wdl;
import rookery.tablebase.syzygy.DamagedTableException;
import rookery.tablebase.syzygy.NotProbedException;
import rookery.tablebase.syzygy.RankedMove;
import rookery.tablebase.syzygy.SyzygyTablebases;

/**
 * A game review's positions within the Syzygy tables judged by the tables instead of a search: such
 * a position's evaluation becomes the tables' verdict with the fifty-move rule and its halfmove
 * clock ({@link Eval#tablebase}: a cursed win or blessed loss is a draw), and where the engine's
 * best move is worse by the tables than their best, the tables' best move leads the lines (the
 * variation a blunder is shown with). {@link Judge} makes a move that loses a tablebase win or draw
 * a blunder.
 */
public final class TablebaseVerdicts {

    private TablebaseVerdicts() {
    }

    /**
     * @param analyses one per position of the main line from {@code start}, the start first
     * @return the analyses with those of positions the tables answer replaced
     */
    public static List<PositionAnalysis> apply(SyzygyTablebases tables, Position start, int[] moves, List<PositionAnalysis> analyses) {
        List<PositionAnalysis> judged = new ArrayList<>(analyses.size());
        Position position = start.copy();
        for (int ply = 0; ply < analyses.size(); ply++) {
            judged.add(judge(tables, position, analyses.get(ply)));
            if (ply < moves.length) {
                position.play(moves[ply]);
            }
        }
        return List.copyOf(judged);
    }

    private static PositionAnalysis judge(SyzygyTablebases tables, Position position, PositionAnalysis analysis) {
        if (position.isCheckmate()) {
            return analysis;
        }
        List<RankedMove> ranked;
        try {
            ranked = tables.rankMoves(position, true);
            if (ranked.isEmpty()) {
                return PositionAnalysis.known(Eval.tablebase(0));
            }
        } catch (NotProbedException | DamagedTableException e) {
            return analysis;
        }
        int sign = position.turn() == Color.WHITE ? 1 : -1;
        RankedMove best = ranked.get(0);
        Eval verdict = Eval.tablebase(sign * wdlValue(best));
        List<EvaluatedLine> lines = new ArrayList<>(analysis.lines());
        List<Integer> engineLine = analysis.bestLine();
        int engineRank = engineLine.isEmpty() ? Integer.MIN_VALUE
                : ranked.stream().filter(move -> move.move() == engineLine.get(0)).mapToInt(move -> wdlValue(move)).findFirst()
                        .orElse(Integer.MIN_VALUE);
        if (engineRank < wdlValue(best)) {
            lines.add(0, new EvaluatedLine(verdict, List.of(best.move())));
        }
        return new PositionAnalysis(verdict, lines, analysis.depth(), analysis.nodes());
    }

    /** +1 win, 0 draw (a cursed win or blessed loss among them), -1 loss for the side that plays the move. */
    private static int wdlValue(RankedMove move) {
        Wdl wdl = TableMove.wdlOf(move.wdl());
        return wdl == Wdl.WIN ? 1 : wdl == Wdl.LOSS ? -1 : 0;
    }
}
