package rookery.engine.search;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisOptions;
import rookery.engine.Limits;
import rookery.engine.Recorder;
import rookery.engine.Score;
import rookery.engine.TestData;

class SearchTest {

    @ParameterizedTest
    @CsvSource({
            "'6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 1, a1a8",
            "'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4', 1, h5f7",
            "'r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1', 2, d5f6",
            "'r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1', 3, f6a6",
            "'k7/8/1K6/8/8/8/8/7R b - - 0 1', -1, a8b8",
    })
    void findsMatesWithTheirDistance(String fen, int mate, String bestMove) throws InterruptedException {
        Recorder result = Recorder.run(fen, Limits.depth(2 * Math.abs(mate) + 4));
        assertEquals(Score.mate(mate), result.last().score());
        assertEquals(bestMove, Move.toUci(result.bestMove.move(), false));
    }

    @Test
    void endgameMatesOfTheGaviotaSetHaveTheirDistance() throws IOException, InterruptedException {
        int checked = 0;
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(TestData.file("endgames/endgame-dm-4.epd")));
        lines.addAll(Files.readAllLines(TestData.file("endgames/endgame-dm-5.epd")));
        for (String line : lines) {
            String[] fields = line.split("\\s+");
            if (line.startsWith("#") || fields.length < 6 || !fields[4].equals("dm")) {
                continue;
            }
            int distance = Integer.parseInt(fields[5].replace(";", ""));
            if (distance < 1 || distance > 4) {
                continue;
            }
            String fen = String.join(" ", fields[0], fields[1], fields[2], fields[3]) + " 0 1";
            Recorder result = Recorder.run(fen, Limits.depth(2 * distance + 6));
            assertEquals(Score.mate(distance), result.last().score(), fen);
            checked++;
        }
        assertTrue(checked >= 10, "checked " + checked);
    }

    @Test
    void quiescenceSearchSeesAQuietMateInOne() throws InterruptedException {
        // Qxa7 wins a pawn and allows Re1#, a quiet move: at depth 1 only the quiet checks of the quiescence search see it.
        Recorder result = Recorder.run("4r1k1/p4ppp/8/8/3Q4/8/5PPP/6K1 w - - 0 1", Limits.depth(1));
        assertNotEquals("d4a7", Move.toUci(result.bestMove.move(), false));
        assertFalse(result.last().score().isMate());
    }

    @Test
    void checkmatedAndStalematedRootsHaveNoMove() throws InterruptedException {
        Recorder mated = Recorder.run("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", Limits.depth(5));
        assertEquals(Score.mate(0), mated.last().score());
        assertEquals(Move.NONE, mated.bestMove.move());
        Recorder stalemate = Recorder.run("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Limits.depth(5));
        assertEquals(Score.centipawns(0), stalemate.last().score());
        assertEquals(Move.NONE, stalemate.bestMove.move());
    }

    @Test
    void stalemateInTheTreeIsADraw() throws InterruptedException {
        // Black's rook checks until it is taken, stalemating the cornered king.
        Recorder result = Recorder.run("k7/2Q5/1K6/8/8/8/8/7r b - - 0 1", Limits.depth(12));
        assertEquals(Score.centipawns(0), result.last().score());
    }

    @Test
    void perpetualCheckIsADrawByRepetition() throws InterruptedException {
        Recorder result = Recorder.run("6k1/6p1/8/6KQ/1r6/q2b4/8/8 w - - 0 1", Limits.depth(12));
        assertEquals(Score.centipawns(0), result.last().score());
    }

    @Test
    void repetitionOfTheGameHistoryCounts() throws InterruptedException {
        Position position = Position.fromFen("6k1/6p1/8/6KQ/1r6/q2b4/8/8 w - - 0 1");
        for (String uci : "h5e8 g8h7 e8h5 h7g8".split(" ")) {
            position.play(Uci.parse(position, uci));
        }
        Recorder result = Recorder.run(position, Limits.depth(10), new AnalysisOptions(1, 1, 16));
        assertEquals(Score.centipawns(0), result.last().score());
    }

    @Test
    void fiftyMoveRuleAndBareMaterialAreDraws() throws InterruptedException {
        assertEquals(Score.centipawns(0), Recorder.run("8/8/8/8/8/2k5/8/K6Q w - - 99 80", Limits.depth(8)).last().score());
        assertEquals(Score.centipawns(0), Recorder.run("8/8/4k3/8/8/3NK3/8/8 w - - 0 1", Limits.depth(8)).last().score());
    }

    @Test
    void multiPvReportsDistinctLinesBestFirstAtEveryDepth() throws InterruptedException {
        Recorder result = Recorder.run(Position.startpos(), Limits.depth(6), new AnalysisOptions(3, 1, 16));
        for (int depth = 1; depth <= 6; depth++) {
            int d = depth;
            List<AnalysisLine> lines = result.lines.stream().filter(l -> l.depth() == d && l.score().bound() == Score.Bound.EXACT).toList();
            assertEquals(List.of(1, 2, 3), lines.stream().map(AnalysisLine::multiPv).toList(), "depth " + depth);
            Set<Integer> firstMoves = new HashSet<>();
            lines.forEach(l -> firstMoves.add(l.pv().get(0)));
            assertEquals(3, firstMoves.size());
            assertTrue(lines.get(0).score().value() >= lines.get(1).score().value());
            assertTrue(lines.get(1).score().value() >= lines.get(2).score().value());
        }
    }

    @Test
    void principalVariationsAreLegal() throws InterruptedException {
        Position start = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
        Recorder result = Recorder.run(start, Limits.depth(8), new AnalysisOptions(2, 2, 16));
        for (AnalysisLine line : result.lines) {
            Position position = start.copy();
            for (int move : line.pv()) {
                assertTrue(position.isLegal(move), Move.toUci(move, false) + " in " + position.fen());
                position.play(move);
            }
        }
        assertTrue(start.isLegal(result.bestMove.move()));
    }

    @Test
    void searchMovesRestrictTheRoot() throws InterruptedException {
        Position start = Position.startpos();
        int a3 = Uci.parse(start, "a2a3");
        Recorder result = Recorder.run(start, Limits.depth(5).withSearchMoves(List.of(a3)), new AnalysisOptions(1, 1, 16));
        assertEquals(a3, result.bestMove.move());
    }

    @Test
    void nodeLimitIsRespectedWithinACheckInterval() throws InterruptedException {
        Recorder result = Recorder.run(Position.startpos(), Limits.nodes(20_000), new AnalysisOptions(1, 1, 16));
        assertTrue(result.last().nodes() < 20_000 + 2048, "nodes " + result.last().nodes());
    }
}
