package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PerftTest {

    @ParameterizedTest(name = "{0} depth {2}")
    @CsvSource(delimiter = '|', textBlock = """
            start       | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1                 | 5 | 4865609
            kiwipete    | r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1     | 4 | 4085603
            position 3  | 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1                                | 5 | 674624
            position 4  | r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1         | 4 | 422333
            position 4m | r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1         | 4 | 422333
            position 5  | rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8                | 4 | 2103487
            position 6  | r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10 | 4 | 3894594
            """)
    void standardPositions(String name, String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(Position.fromFen(fen), depth));
    }

    @Test
    void divideSumsToPerftAndUsesUci() {
        Map<String, Long> divide = Perft.divide(Position.startpos(), 3);
        assertEquals(20, divide.size());
        assertEquals(8902, divide.values().stream().mapToLong(Long::longValue).sum());
        assertEquals(440, divide.get("g1f3"));
    }

    @Test
    void castlingIsWrittenKingTakesRookOnlyInChess960() {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assertTrue(Perft.divide(Position.fromFen(fen), 1).containsKey("e1g1"));
        assertTrue(Perft.divide(Position.fromFen(fen, Variant.CHESS960), 1).containsKey("e1h1"));
    }

    /** The file's counts assume Chess960 castling rules (in "asymmetrical-and-king-on-h" black may castle). */
    @Test
    void everyTrickyPosition() throws IOException {
        List<PerftSuite> cases = PerftSuite.read("tricky.perft");
        for (PerftSuite c : cases) {
            assertTrue(c.verify(Variant.CHESS960, 3_000_000) > 0, c.id());
        }
    }

    @Test
    void sampleOfRandomPositions() throws IOException {
        List<PerftSuite> cases = PerftSuite.read("random.perft");
        for (int i = 0; i < cases.size(); i += 50) {
            assertTrue(cases.get(i).verify(Variant.STANDARD, 1_000_000) > 0, cases.get(i).id());
        }
    }

    @Test
    void sampleOfChess960Positions() throws IOException {
        List<PerftSuite> cases = PerftSuite.read("chess960.perft");
        for (int i = 0; i < cases.size(); i += 25) {
            assertTrue(cases.get(i).verify(Variant.CHESS960, 2_000_000) > 0, cases.get(i).id());
        }
    }
}
