package rookery.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.engine.AnalysisLine;
import rookery.engine.Score;
import rookery.ui.session.EngineHint;

class EngineLinesTest {

    @Test
    void scoresFromWhitesViewOrTheSideToMoves() {
        assertEquals("+0.35", EngineLines.score(Score.centipawns(35), Color.WHITE, true));
        assertEquals("-0.35", EngineLines.score(Score.centipawns(35), Color.BLACK, true));
        assertEquals("+0.35", EngineLines.score(Score.centipawns(35), Color.BLACK, false));
        assertEquals("#3", EngineLines.score(Score.mate(3), Color.WHITE, true));
        assertEquals("#-3", EngineLines.score(Score.mate(3), Color.BLACK, true));
        assertEquals("\u2265+1.00", EngineLines.score(Score.centipawns(100).withBound(Score.Bound.LOWER), Color.WHITE, true));
        assertEquals("\u2264-1.00", EngineLines.score(Score.centipawns(100).withBound(Score.Bound.LOWER), Color.BLACK, true));
    }

    @Test
    void linesInSanWithMoveNumbers() {
        Position position = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        List<Integer> pv = moves(position, "c5", "Nf3", "d6");
        assertEquals("1... c5 2. Nf3 d6", EngineLines.san(position, pv, 10));
        assertEquals("1... c5 2. Nf3", EngineLines.san(position, pv, 2));
    }

    @Test
    void keepsTheLatestReportOfEachLineUpToTheLimit() {
        Position position = Position.startpos();
        EngineLines lines = new EngineLines(position, true, 2);
        lines.accept(line(1, 10, 20, moves(position, "e4")));
        lines.accept(line(2, 10, 10, moves(position, "d4")));
        lines.accept(line(3, 10, 5, moves(position, "c4")));
        lines.accept(line(1, 11, 25, moves(position, "d4", "d5")));
        List<EngineLines.Row> rows = lines.rows();
        assertEquals(2, rows.size());
        assertEquals("1. d4 d5", rows.get(0).moves());
        assertEquals("11/14", rows.get(0).depth());
        EngineHint hint = lines.hint(0);
        assertEquals(List.of(moves(position, "d4").get(0), moves(position, "d4").get(0)), hint.firstMoves(), "line 1 then line 2");
        assertEquals(Score.centipawns(25), hint.score());
        assertEquals(position.key(), hint.positionKey());
        assertEquals("depth 11 · 2.00 Mn/s · 1.50 M nodes · 0.8 s · hash 5%", lines.status());
    }

    @Test
    void aBoundKeepsTheLineItConfirmsAndShowsItsScore() {
        Position position = Position.startpos();
        EngineLines lines = new EngineLines(position, true, 2);
        lines.accept(line(1, 14, 30, moves(position, "e4", "e5", "Nf3", "Nc6")));
        lines.accept(new AnalysisLine(1, 15, 18, Score.centipawns(55).withBound(Score.Bound.LOWER), 2_000_000, 2_000_000, 60, 1000,
                moves(position, "e4")));
        EngineLines.Row row = lines.rows().get(0);
        assertEquals("1. e4 e5 2. Nf3 Nc6", row.moves(), "the line is not cut to its first move");
        assertEquals("\u2265+0.55", row.score());
        assertEquals("15/18", row.depth());
        lines.accept(new AnalysisLine(1, 15, 18, Score.centipawns(-10).withBound(Score.Bound.UPPER), 2_000_000, 2_000_000, 60, 1000,
                moves(position, "d4")));
        assertEquals("1. d4", lines.rows().get(0).moves(), "a bound on another move is that move alone");
        lines.accept(line(1, 15, 20, moves(position, "d4", "d5")));
        assertEquals("1. d4 d5", lines.rows().get(0).moves());
    }

    private static AnalysisLine line(int multiPv, int depth, int centipawns, List<Integer> pv) {
        return new AnalysisLine(multiPv, depth, depth + 3, Score.centipawns(centipawns), 1_500_000, 2_000_000, 50, 750, pv);
    }

    private static List<Integer> moves(Position start, String... sans) {
        Position position = start.copy();
        List<Integer> moves = new java.util.ArrayList<>();
        for (String san : sans) {
            int move = San.parse(position, san);
            moves.add(move);
            position.play(move);
        }
        return moves;
    }
}
