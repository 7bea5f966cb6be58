package rookery.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.engine.TestData;
import rookery.tablebase.syzygy.SyzygyTablebases;

/** Positions within the shared Syzygy tables judged by them in a game review (skipped without the tables). */
class TablebaseVerdictsTest {

    @Test
    void aMoveThatLosesATablebaseWinOrDrawIsABlunderWhateverTheEvaluations() {
        assertEquals(Judgement.BLUNDER, Judge.judgeMove(1, Color.WHITE, Eval.tablebase(1), Eval.tablebase(0)).judgement());
        assertEquals(Judgement.BLUNDER, Judge.judgeMove(2, Color.BLACK, Eval.tablebase(0), Eval.tablebase(1)).judgement());
        assertNull(Judge.judgeMove(1, Color.WHITE, Eval.tablebase(0), Eval.tablebase(0)).judgement());
        assertNull(Judge.judgeMove(2, Color.BLACK, Eval.tablebase(-1), Eval.tablebase(-1)).judgement());
        assertFalse(Eval.tablebase(1).isMate());
        assertEquals("TB win for White", Eval.tablebase(1).tablebaseText());
        assertEquals("-10.00", Eval.tablebase(-1).pgnText(), "a tablebase verdict as the centipawns it is judged by");
        assertEquals("TB draw", Eval.tablebase(0).tablebaseText());
    }

    @Test
    void theTablesVerdictReplacesTheEngineScoreAndTheirBestMoveLeadsWhereTheEngineErred() throws Exception {
        SyzygyTablebases tables = SyzygyTablebases.open(List.of(TestData.file("syzygy/KPvK.rtbw").getParent()));
        Position start = Position.fromFen("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1");
        int kd5 = Uci.parse(start, "e6d5");
        Position afterKd5 = start.copy();
        afterKd5.play(kd5);
        int kd7 = Uci.parse(afterKd5, "e8d7");
        int[] moves = {kd5, kd7};
        // An engine that likes 1.Kd5 and scores every position a pawn and a half for White.
        List<PositionAnalysis> searched = new ArrayList<>();
        for (int ply = 0; ply <= moves.length; ply++) {
            List<Integer> line = ply < moves.length ? List.of(moves[ply]) : List.of();
            searched.add(new PositionAnalysis(Eval.centipawns(150), List.of(new EvaluatedLine(Eval.centipawns(150), line)), 10, 1000));
        }
        assertNull(Judge.review(searched.stream().map(PositionAnalysis::eval).toList(), Color.WHITE).moves().get(0).judgement());

        List<PositionAnalysis> judged = TablebaseVerdicts.apply(tables, start, moves, searched);
        assertEquals(List.of(Eval.tablebase(1), Eval.tablebase(0), Eval.tablebase(0)), judged.stream().map(PositionAnalysis::eval).toList());
        int best = judged.get(0).bestLine().get(0);
        assertTrue(List.of("e6d6", "e6f6").contains(start.uci(best)), start.uci(best));
        assertEquals(List.of(kd7), judged.get(1).bestLine(), "Black's drawing move is as good as the tables' best: the engine's line stays");
        GameReview review = Judge.review(judged.stream().map(PositionAnalysis::eval).toList(), Color.WHITE);
        assertEquals(Judgement.BLUNDER, review.moves().get(0).judgement());
        assertNull(review.moves().get(1).judgement());
    }
}
