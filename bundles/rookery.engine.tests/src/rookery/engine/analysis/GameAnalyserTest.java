package rookery.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Uci;
import rookery.engine.AnalysisOptions;
import rookery.engine.BuiltinEngine;
import rookery.engine.Limits;
import rookery.engine.analysis.MoveJudgement.MateCase;

class GameAnalyserTest {

    /** White has Ra8# and plays h3 instead; Black's three extra pawns keep the rest of the game close. */
    static final String MATE_IN_ONE = "6k1/5ppp/8/1ppp4/8/8/5PPP/R5K1 w - - 0 1";

    static int[] sanMoves(Position start, String... sans) {
        Position position = start.copy();
        int[] moves = new int[sans.length];
        for (int i = 0; i < sans.length; i++) {
            moves[i] = San.parse(position, sans[i]);
            position.play(moves[i]);
        }
        return moves;
    }

    static List<PositionAnalysis> analyse(Position start, int[] moves, Limits limits) throws Exception {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            return new GameAnalyser(engine, limits, new AnalysisOptions(1, 1, 16), 60_000).analyse(start, moves, AnalysisProgress.NONE);
        }
    }

    @Test
    void aMissedMateInOneIsABlunderAndTheMateIsTheBestLine() throws Exception {
        Position start = Position.fromFen(MATE_IN_ONE);
        int[] moves = sanMoves(start, "h3", "c4");
        List<PositionAnalysis> positions = analyse(start, moves, Limits.depth(6));
        assertEquals(3, positions.size());
        assertEquals(Eval.mate(1), positions.get(0).eval());
        assertEquals(Uci.parse(start, "a1a8"), positions.get(0).bestLine().get(0));
        GameReview review = Judge.review(positions.stream().map(PositionAnalysis::eval).toList(), Color.WHITE);
        assertEquals(Judgement.BLUNDER, review.moves().get(0).judgement());
        assertEquals(MateCase.MATE_MISSED, review.moves().get(0).mateCase());
        assertEquals(1, review.white().blunders());
    }

    @Test
    void progressCountsEveryPositionFromTheEndAndTheFinalMateNeedsNoSearch() throws Exception {
        Position start = Position.startpos();
        int[] moves = sanMoves(start, "f3", "e5", "g4", "Qh4#");
        List<int[]> reports = new ArrayList<>();
        try (BuiltinEngine engine = new BuiltinEngine()) {
            List<PositionAnalysis> positions = new GameAnalyser(engine, Limits.depth(4), AnalysisOptions.DEFAULT, 60_000)
                    .analyse(start, moves, (done, total) -> reports.add(new int[] {done, total}));
            assertEquals(Eval.checkmate(Color.BLACK), positions.get(4).eval());
            assertTrue(positions.get(4).lines().isEmpty());
            assertEquals(Eval.mate(-1), positions.get(3).eval());
        }
        assertEquals(5, reports.size());
        assertEquals(1, reports.get(0)[0]);
        assertEquals(5, reports.get(4)[0]);
        assertEquals(5, reports.get(4)[1]);
    }

    @Test
    void aNodeLimitGivesTheSameAnalysisTwice() throws Exception {
        Position start = Position.startpos();
        int[] moves = sanMoves(start, "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6");
        assertEquals(analyse(start, moves, Limits.nodes(3000)), analyse(start, moves, Limits.nodes(3000)));
    }

    @Test
    void aChess960GameIsReplayedInItsVariant() throws Exception {
        Position start = rookery.chess.Chess960.position(0);
        int[] moves = sanMoves(start, "e4", "e5", "Nf3");
        List<PositionAnalysis> positions = analyse(start, moves, Limits.depth(3));
        assertEquals(4, positions.size());
    }

    @Test
    void anIllegalMoveNamesItsPly() {
        Position start = Position.startpos();
        int[] moves = sanMoves(start, "e4", "e5");
        moves[1] = Uci.parse(Position.startpos(), "e2e4");
        UnanalysableGameException e = assertThrows(UnanalysableGameException.class, () -> analyse(start, moves, Limits.depth(2)));
        assertEquals(2, e.ply());
        assertTrue(e.getMessage().contains("ply 2"), e.getMessage());
    }
}
