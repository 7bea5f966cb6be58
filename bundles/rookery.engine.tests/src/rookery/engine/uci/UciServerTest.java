package rookery.engine.uci;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import rookery.chess.Position;
import rookery.chess.Uci;

class UciServerTest {

    private static String bestMove(List<String> lines) {
        return lines.get(lines.size() - 1).split("\\s+")[1];
    }

    @Test
    void handshakeDeclaresTheOptions() throws Exception {
        try (UciSession uci = new UciSession()) {
            uci.send("uci");
            List<String> lines = uci.readUntil("uciok");
            assertTrue(lines.get(0).startsWith("id name Rookery"));
            assertTrue(lines.contains("id author tests"));
            for (String option : List.of("Hash type spin", "Threads type spin", "MultiPV type spin", "Ponder type check",
                    "UCI_Chess960 type check", "Clear Hash type button")) {
                assertTrue(lines.stream().anyMatch(l -> l.startsWith("option name " + option)), option + " in " + lines);
            }
            uci.send("isready");
            assertEquals(List.of("readyok"), uci.readUntil("readyok"));
        }
    }

    @Test
    void searchesAPositionWithMovesToADepth() throws Exception {
        try (UciSession uci = new UciSession()) {
            uci.send("ucinewgame");
            uci.send("position startpos moves e2e4 e7e5 g1f3");
            uci.send("go depth 6");
            List<String> lines = uci.readUntil("bestmove");
            for (int depth = 1; depth <= 6; depth++) {
                String prefix = "info depth " + depth + " ";
                assertTrue(lines.stream().anyMatch(l -> l.startsWith(prefix) && l.contains(" score ") && l.contains(" pv ")),
                        "depth " + depth + " in " + lines);
            }
            Position position = Position.startpos();
            for (String move : "e2e4 e7e5 g1f3".split(" ")) {
                position.play(Uci.parse(position, move));
            }
            assertTrue(position.isLegal(Uci.parse(position, bestMove(lines))));
            String last = lines.get(lines.size() - 1);
            assertTrue(last.matches("bestmove \\S+ ponder \\S+"), last);
        }
    }

    @Test
    void withSyzygyPathTheInfoLinesCountTableHits() throws Exception {
        String tables = rookery.engine.TestData.file("syzygy/KQvKR.rtbz").getParent().toString();
        try (UciSession uci = new UciSession()) {
            uci.send("setoption name SyzygyPath value " + tables);
            uci.send("position fen 8/8/8/3r4/8/2k5/8/1QK5 w - - 0 1");
            uci.send("go depth 4");
            List<String> lines = uci.readUntil("bestmove");
            assertTrue(lines.stream().anyMatch(line -> line.startsWith("info depth") && line.matches(".* tbhits \\d+ .*")), lines.toString());
            assertTrue(lines.get(lines.size() - 1).startsWith("bestmove b1c2"), lines.toString());
        }
    }

    /**
     * Every kind of limit ends with a best move with the tables on, from the start, a middlegame and
     * endings of 3 to 6 pieces, on two threads, one search after another in one session (a session
     * with SyzygyPath was once seen not to answer a "go nodes").
     */
    @Test
    void withSyzygyPathEverySearchEndsWithALegalBestMove() throws Exception {
        String tables = rookery.engine.TestData.file("syzygy/KQvKR.rtbz").getParent().toString();
        List<String> fens = List.of(Position.startpos().fen(), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10",
                "8/8/8/3r4/8/2k5/8/1QK4R w - - 0 1", "8/8/8/5N2/8/p7/8/2NK3k w - - 0 1", "8/8/1p6/8/8/1P6/1K3k2/8 w - - 0 1",
                "8/8/8/3r4/8/2k5/8/1QK5 w - - 0 1", "8/8/8/8/8/6k1/4q3/5K2 w - - 0 1", "1k1K4/8/8/pP6/8/8/8/8 w - a6 0 1");
        try (UciSession uci = new UciSession()) {
            uci.send("setoption name SyzygyPath value " + tables);
            uci.send("setoption name Threads value 2");
            for (String go : List.of("go nodes 20000", "go depth 8", "go movetime 150")) {
                for (String fen : fens) {
                    uci.send("ucinewgame");
                    uci.send("position fen " + fen);
                    uci.send(go);
                    List<String> lines = uci.readUntil("bestmove");
                    Position position = Position.fromFen(fen);
                    assertTrue(position.isLegal(Uci.parse(position, bestMove(lines))), go + " on " + fen + ": " + lines);
                }
            }
        }
    }

    @Test
    void goInfiniteRunsUntilStop() throws Exception {
        try (UciSession uci = new UciSession()) {
            uci.send("position fen 7k/8/8/8/8/8/8/K6R w - - 0 1");
            uci.send("go infinite");
            // Waits for the search to report, however loaded the machine (a fixed 300 ms failed under load), then a while longer.
            List<String> early = new java.util.ArrayList<>(uci.readUntil("info depth"));
            early.addAll(uci.drain(300));
            assertTrue(early.stream().noneMatch(l -> l.startsWith("bestmove")), "bestmove before stop: " + early);
            uci.send("isready");
            uci.readUntil("readyok");
            uci.send("stop");
            List<String> lines = uci.readUntil("bestmove");
            assertNotEquals("0000", bestMove(lines));
        }
    }

    @Test
    void multiPvGivesThreeLinesPerDepth() throws Exception {
        try (UciSession uci = new UciSession()) {
            uci.send("setoption name MultiPV value 3");
            uci.send("position startpos");
            uci.send("go depth 5");
            List<String> lines = uci.readUntil("bestmove");
            for (int depth = 1; depth <= 5; depth++) {
                String prefix = "info depth " + depth + " ";
                Set<String> indices = lines.stream()
                        .filter(l -> l.startsWith(prefix) && !l.contains("bound"))
                        .map(l -> l.replaceAll(".* multipv (\\d+) .*", "$1"))
                        .collect(Collectors.toSet());
                assertEquals(Set.of("1", "2", "3"), indices, "depth " + depth);
            }
        }
    }

    @Test
    void ponderSearchAnswersAfterPonderHit() throws Exception {
        try (UciSession uci = new UciSession()) {
            uci.send("position startpos moves e2e4");
            uci.send("go ponder wtime 1000 btime 1000 winc 0 binc 0");
            List<String> early = uci.drain(200);
            assertTrue(early.stream().noneMatch(l -> l.startsWith("bestmove")), "bestmove while pondering: " + early);
            uci.send("ponderhit");
            uci.readUntil("bestmove");
        }
    }

    @Test
    void mistakesAreReportedAndTheSessionGoesOn() throws Exception {
        try (UciSession uci = new UciSession()) {
            uci.send("position fen not/a/fen w - - 0 1");
            assertTrue(uci.readUntil("info string").get(0).startsWith("info string error"));
            uci.send("position startpos moves e2e5");
            assertTrue(uci.readUntil("info string").get(0).contains("e2e5"));
            uci.send("go depth x");
            assertTrue(uci.readUntil("info string").get(0).contains("depth"));
            uci.send("setoption name Hash value 0");
            assertTrue(uci.readUntil("info string").get(0).contains("Hash"));
            uci.send("frobnicate");
            assertTrue(uci.readUntil("info string").get(0).contains("frobnicate"));
            uci.send("go depth 1");
            uci.readUntil("bestmove");
        }
    }

    @Test
    void chess960CastlingIsKingTakesRook() throws Exception {
        try (UciSession uci = new UciSession()) {
            uci.send("setoption name UCI_Chess960 value true");
            uci.send("position fen rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1 moves b1a1");
            uci.send("go perft 1");
            List<String> lines = uci.readUntil("Nodes searched");
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("b8h8: ")), lines.toString());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("b8a8: ")), lines.toString());
            assertTrue(lines.get(lines.size() - 1).matches("Nodes searched: \\d+"));
        }
    }

    @Test
    void goParametersRoundTrip() {
        Position start = Position.startpos();
        var limits = UciGo.parse(List.of("wtime", "1000", "btime", "2000", "winc", "10", "binc", "20", "movestogo", "5", "depth", "7",
                "searchmoves", "e2e4", "d2d4"), start);
        assertEquals(1000, limits.clock().whiteMillis());
        assertEquals(5, limits.clock().movesToGo());
        assertEquals(7, limits.depth());
        assertEquals(2, limits.searchMoves().size());
        assertEquals("go searchmoves e2e4 d2d4 wtime 1000 btime 2000 winc 10 binc 20 movestogo 5 depth 7", UciGo.format(limits, false));
        assertEquals("go infinite", UciGo.format(UciGo.parse(List.of("infinite"), start), false));
        assertThrows(IllegalArgumentException.class, () -> UciGo.parse(List.of("movetime"), start));
    }

    @Test
    void withOwnBookTheEnginePlaysBookMovesWithinTheBookDepth(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder) throws Exception {
        java.nio.file.Path book = rookery.engine.OpeningBookTest.sicilianBook(folder);
        try (UciSession uci = new UciSession()) {
            uci.send("uci");
            List<String> declared = uci.readUntil("uciok");
            for (String option : List.of("OwnBook type check default false", "BookFile type string", "Book Depth type spin")) {
                assertTrue(declared.stream().anyMatch(l -> l.startsWith("option name " + option)), option + " in " + declared);
            }
            uci.send("setoption name OwnBook value true");
            uci.send("setoption name BookFile value " + book);
            uci.send("position startpos moves e2e4");
            uci.send("go wtime 1000 btime 1000");
            List<String> lines = uci.readUntil("bestmove");
            assertEquals("c7c5", bestMove(lines));
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string book move c7c5")), lines.toString());

            uci.send("position startpos moves e2e4 c7c5");
            uci.send("go infinite");
            List<String> analysis = uci.drain(200);
            assertTrue(analysis.stream().noneMatch(l -> l.startsWith("bestmove")), "analysis is not answered from the book");
            uci.send("stop");
            uci.readUntil("bestmove");

            uci.send("setoption name Book Depth value 2");
            uci.send("position startpos moves e2e4 c7c5");
            uci.send("go depth 3");
            List<String> searched = uci.readUntil("bestmove");
            assertTrue(searched.stream().anyMatch(l -> l.startsWith("info depth 3")), "past the book depth the engine searches: " + searched);

            uci.send("setoption name BookFile value " + folder.resolve("missing.bin"));
            uci.send("isready");
            List<String> refused = uci.readUntil("readyok");
            assertTrue(refused.stream().anyMatch(l -> l.startsWith("info string error: BookFile: cannot open") && l.contains("missing.bin")),
                    refused.toString());
        }
    }
}
