package rookery.engine.board;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import rookery.chess.Fen;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.chess.Variant;
import rookery.engine.TestData;

class BoardTest {

    private static long perft(Board board, int depth) {
        int[] moves = new int[Board.MAX_MOVES];
        int count = board.generate(moves, false);
        if (depth == 1) {
            return count;
        }
        long total = 0;
        for (int i = 0; i < count; i++) {
            board.play(moves[i]);
            total += perft(board, depth - 1);
            board.undo();
        }
        return total;
    }

    @Test
    void perftSuiteMatchesUpToFiftyThousandNodes() throws IOException {
        checkSuite("perft/perftsuite.epd", Variant.STANDARD, 100);
    }

    @Test
    void chess960PerftSuiteMatchesUpToFiftyThousandNodes() throws IOException {
        checkSuite("perft/frc_perftsuite.epd", Variant.CHESS960, 20);
    }

    private static void checkSuite(String file, Variant variant, int minimumChecks) throws IOException {
        List<String> lines = Files.readAllLines(TestData.file(file));
        int checked = 0;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            String[] parts = line.split(";");
            Board board = Board.of(Position.fromSetup(Fen.parse(parts[0].strip()), variant, true));
            for (int i = 1; i < parts.length; i++) {
                String[] depthAndCount = parts[i].strip().split("\\s+");
                int depth = Integer.parseInt(depthAndCount[0].substring(1));
                long expected = Long.parseLong(depthAndCount[1]);
                if (expected > 50_000) {
                    break;
                }
                assertEquals(expected, perft(board, depth), parts[0] + " depth " + depth);
                checked++;
            }
        }
        assertTrue(checked >= minimumChecks, "checked " + checked);
    }

    @Test
    void agreesWithPositionOnRandomGames() {
        Random random = new Random(7);
        int[] moves = new int[Board.MAX_MOVES];
        for (int game = 0; game < 200; game++) {
            Position position = Position.startpos();
            Board board = Board.of(position);
            for (int ply = 0; ply < 200 && position.hasLegalMoves(); ply++) {
                int[] legal = position.legalMoves();
                int count = board.generate(moves, false);
                int[] generated = Arrays.copyOf(moves, count);
                Arrays.sort(legal);
                Arrays.sort(generated);
                assertArrayEquals(legal, generated, position.fen());
                assertEquals(position.key(), board.key(), position.fen());
                assertEquals(position.isCheck(), board.inCheck());
                assertEquals(position.hasInsufficientMaterial(), board.hasInsufficientMaterial());
                checkNoisy(board, generated);
                checkGivesCheck(board, generated);
                int move = legal[random.nextInt(legal.length)];
                position.play(move);
                board.play(move);
            }
        }
    }

    private static void checkGivesCheck(Board board, int[] moves) {
        for (int move : moves) {
            board.play(move);
            boolean check = board.inCheck();
            board.undo();
            assertEquals(check, board.givesCheck(move), Move.toUci(move, false));
        }
    }

    private static void checkNoisy(Board board, int[] all) {
        int[] moves = new int[Board.MAX_MOVES];
        int count = board.generate(moves, true);
        int[] noisy = Arrays.copyOf(moves, count);
        Arrays.sort(noisy);
        int[] expected = board.inCheck() ? all : Arrays.stream(all)
                .filter(m -> board.isCapture(m) || Move.promotion(m) == rookery.chess.Role.QUEEN)
                .toArray();
        assertArrayEquals(expected, noisy);
    }

    @Test
    void undoRestoresKeysAndNullMoveFlipsTheSide() {
        Position position = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        Board board = Board.of(position);
        long key = board.key();
        long pawnKey = board.pawnKey();
        int[] moves = new int[Board.MAX_MOVES];
        int count = board.generate(moves, false);
        for (int i = 0; i < count; i++) {
            board.play(moves[i]);
            board.undo();
            assertEquals(key, board.key());
            assertEquals(pawnKey, board.pawnKey());
        }
        board.playNull();
        assertEquals(Board.BLACK, board.turn());
        assertEquals(Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1").key(), board.key());
        board.undo();
        assertEquals(key, board.key());
    }

    @Test
    void repetitionIsSeenAcrossTheGameHistoryButNotAcrossANullMove() {
        Position position = Position.startpos();
        for (String uci : "g1f3 g8f6 f3g1 f6g8".split(" ")) {
            position.play(Uci.parse(position, uci));
        }
        assertTrue(Board.of(position).isRepetition());

        Position start = Position.startpos();
        Board board = Board.of(start);
        board.play(Uci.parse(start, "g1f3"));
        board.playNull();
        Position afterKnight = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 1");
        board.play(Uci.parse(afterKnight, "f3g1"));
        board.playNull();
        assertEquals(start.key(), board.key());
        assertFalse(board.isRepetition());
    }

    @ParameterizedTest
    @CsvSource({
            "'1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1', e1e5, 0, true",
            "'1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1', e1e5, 101, false",
            "'1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1', d3e5, 0, false",
            "'1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1', d3e5, -220, true",
            "'4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', e4d5, 100, true",
            "'4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1', d1d5, 0, false",
    })
    void staticExchangeEvaluation(String fen, String uci, int threshold, boolean expected) {
        Position position = Position.fromFen(fen);
        assertEquals(expected, Board.of(position).seeAtLeast(Uci.parse(position, uci), threshold));
    }

    @Test
    void copiesAreIndependent() {
        Board board = Board.of(Position.fromFen(Fen.STANDARD));
        Board copy = board.copy();
        copy.play(Uci.parse(Position.startpos(), "e2e4"));
        assertNotEquals(board.key(), copy.key());
        assertEquals(Position.startpos().key(), board.key());
    }
}
