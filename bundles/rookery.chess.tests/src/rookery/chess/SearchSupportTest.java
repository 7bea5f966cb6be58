package rookery.chess;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a search asks of a position beyond the rules: noisy moves, gives-check, null moves, repetitions, static exchanges. */
class SearchSupportTest {

    @Test
    void noisyMovesAndChecksAgreeWithPlayingOnRandomGames() {
        Random random = new Random(7);
        int[] moves = new int[Position.MAX_MOVES];
        for (int game = 0; game < 200; game++) {
            Position position = Position.startpos();
            for (int ply = 0; ply < 200 && position.hasLegalMoves(); ply++) {
                int[] all = position.legalMoves();
                int count = position.legalMoves(moves, true);
                int[] noisy = Arrays.copyOf(moves, count);
                Arrays.sort(noisy);
                int[] expected = position.isCheck() ? all.clone() : Arrays.stream(all)
                        .filter(m -> position.isCapture(m) || Move.promotion(m) == Role.QUEEN).toArray();
                Arrays.sort(expected);
                assertArrayEquals(expected, noisy, position.fen());
                for (int move : all) {
                    long before = position.key();
                    long pawnsBefore = position.pawnKey();
                    position.play(move);
                    boolean check = position.isCheck();
                    position.undo();
                    assertEquals(check, position.givesCheck(move), position.uci(move) + " in " + position.fen());
                    assertEquals(before, position.key());
                    assertEquals(pawnsBefore, position.pawnKey());
                }
                position.play(all[random.nextInt(all.length)]);
            }
        }
    }

    @Test
    void theNullMovePassesTheTurnAndIsTakenBack() {
        String fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        Position position = Position.fromFen(fen);
        long key = position.key();
        position.playNull();
        assertEquals(Position.BLACK, position.sideToMove());
        assertEquals(Position.fromFen(fen.replace(" w ", " b ")).key(), position.key());
        position.undo();
        assertEquals(key, position.key());
        assertEquals(fen, position.fen());
    }

    @Test
    void aPawnKeyDependsOnThePawnsAlone() {
        Position start = Position.startpos();
        Position knights = Position.fromFen("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2");
        Position pushed = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertEquals(start.pawnKey(), knights.pawnKey());
        assertNotEquals(start.pawnKey(), pushed.pawnKey());
    }

    @Test
    void repetitionIsSeenAcrossTheGameButNotAcrossANullMove() {
        Position position = Position.startpos();
        for (String uci : "g1f3 g8f6 f3g1 f6g8".split(" ")) {
            position.play(Uci.parse(position, uci));
        }
        assertTrue(position.isRepetition());

        Position start = Position.startpos();
        Position searched = start.copy();
        searched.play(Uci.parse(searched, "g1f3"));
        searched.playNull();
        searched.play(Uci.parse(searched, "f3g1"));
        searched.playNull();
        assertEquals(start.key(), searched.key());
        assertFalse(searched.isRepetition());
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
        assertEquals(expected, position.seeAtLeast(Uci.parse(position, uci), threshold));
    }
}
