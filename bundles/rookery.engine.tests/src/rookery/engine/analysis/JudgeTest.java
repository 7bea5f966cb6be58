package rookery.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Color;
import rookery.engine.analysis.MoveJudgement.MateCase;

class JudgeTest {

    @Test
    void dropsExactlyAtTheThresholdsTakeTheHigherJudgement() {
        assertNull(Judgement.ofDrop(0.0999999));
        assertEquals(Judgement.INACCURACY, Judgement.ofDrop(0.1));
        assertEquals(Judgement.INACCURACY, Judgement.ofDrop(0.1999999));
        assertEquals(Judgement.MISTAKE, Judgement.ofDrop(0.2));
        assertEquals(Judgement.MISTAKE, Judgement.ofDrop(0.2999999));
        assertEquals(Judgement.BLUNDER, Judgement.ofDrop(0.3));
        assertEquals(Judgement.BLUNDER, Judgement.ofDrop(2));
    }

    @Test
    void winningChancesFollowLichessFormula() {
        // 2/(1+exp(-0.00368208*100))-1 = 0.182052 by hand
        assertEquals(0.182052, WinningChances.of(Eval.centipawns(100)), 1e-6);
        assertEquals(-0.182052, WinningChances.of(Eval.centipawns(-100)), 1e-6);
        // clamped at 1000 cp
        assertEquals(WinningChances.of(Eval.centipawns(1000)), WinningChances.of(Eval.centipawns(5000)));
        // mate in 1 counts as 2000 cp, mate in 15 as 1100 cp
        assertEquals(2 / (1 + Math.exp(-0.00368208 * 2000)) - 1, WinningChances.of(Eval.mate(1)), 1e-12);
        assertEquals(-(2 / (1 + Math.exp(-0.00368208 * 1100)) - 1), WinningChances.of(Eval.mate(-15)), 1e-12);
        assertEquals(50.0, WinningChances.winPercent(Eval.centipawns(0)));
    }

    @Test
    void judgementsAndLossesAreFromTheMoversSide() {
        // w(0) = 0, w(-200) = -0.3437: a blunder for White; the same for Black is judged from Black's side
        MoveJudgement white = Judge.judgeMove(1, Color.WHITE, Eval.centipawns(0), Eval.centipawns(-200));
        assertEquals(Judgement.BLUNDER, white.judgement());
        assertEquals(200, white.centipawnLoss());
        MoveJudgement black = Judge.judgeMove(2, Color.BLACK, Eval.centipawns(0), Eval.centipawns(120));
        // w(120) = 0.2178: a mistake
        assertEquals(Judgement.MISTAKE, black.judgement());
        assertEquals(120, black.centipawnLoss());
        MoveJudgement small = Judge.judgeMove(2, Color.BLACK, Eval.centipawns(0), Eval.centipawns(50));
        // w(50) = 0.0918: nothing
        assertNull(small.judgement());
        MoveJudgement improving = Judge.judgeMove(1, Color.WHITE, Eval.centipawns(0), Eval.centipawns(300));
        assertNull(improving.judgement());
        assertEquals(0, improving.centipawnLoss());
        assertEquals(100.0, improving.accuracy());
    }

    @Test
    void mateCasesAreJudgedByTheCentipawnsLeft() {
        MoveJudgement missedIntoLosing = Judge.judgeMove(1, Color.WHITE, Eval.mate(1), Eval.centipawns(300));
        assertEquals(Judgement.BLUNDER, missedIntoLosing.judgement());
        assertEquals(MateCase.MATE_MISSED, missedIntoLosing.mateCase());
        assertEquals(Judgement.MISTAKE, Judge.judgeMove(1, Color.WHITE, Eval.mate(3), Eval.centipawns(800)).judgement());
        assertEquals(Judgement.INACCURACY, Judge.judgeMove(1, Color.WHITE, Eval.mate(3), Eval.centipawns(1000)).judgement());
        // a longer mate is no judgement
        assertNull(Judge.judgeMove(1, Color.WHITE, Eval.mate(2), Eval.mate(5)).judgement());
        // delivering mate is none either
        assertNull(Judge.judgeMove(1, Color.WHITE, Eval.mate(1), Eval.checkmate(Color.WHITE)).judgement());
        // Black allows a mate from a level position
        MoveJudgement allowed = Judge.judgeMove(2, Color.BLACK, Eval.centipawns(0), Eval.mate(4));
        assertEquals(Judgement.BLUNDER, allowed.judgement());
        assertEquals(MateCase.MATE_ALLOWED, allowed.mateCase());
        // allowing mate when already lost by more than 999 cp is only an inaccuracy
        assertEquals(Judgement.INACCURACY, Judge.judgeMove(2, Color.BLACK, Eval.centipawns(1200), Eval.mate(4)).judgement());
        assertEquals(Judgement.MISTAKE, Judge.judgeMove(2, Color.BLACK, Eval.centipawns(800), Eval.mate(4)).judgement());
    }

    @Test
    void reviewCountsPerSide() {
        List<Eval> evals = List.of(Eval.centipawns(20), Eval.centipawns(-300), Eval.centipawns(-280), Eval.centipawns(-290),
                Eval.centipawns(100), Eval.mate(2));
        GameReview review = Judge.review(evals, Color.WHITE);
        assertEquals(5, review.moves().size());
        assertEquals(3, review.white().moves());
        assertEquals(2, review.black().moves());
        assertEquals(1, review.white().blunders());
        // Black's -290 -> +100 is a blunder (w drops 0.24+... ), then nothing else
        assertEquals(Judgement.BLUNDER, review.moves().get(3).judgement());
        // White's losses: 320, 10, 0 (a mate counts as 1000) -> 110; Black's: 20, 390 -> 205
        assertEquals(110.0, review.white().averageCentipawnLoss(), 1e-9);
        assertEquals(205.0, review.black().averageCentipawnLoss(), 1e-9);
    }
}
