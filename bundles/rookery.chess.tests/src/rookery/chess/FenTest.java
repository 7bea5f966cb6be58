package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import rookery.chess.FenException.Field;

class FenTest {

    @ParameterizedTest
    @ValueSource(strings = {
        Fen.STANDARD,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K2R b K - 99 150",
    })
    void positionRoundTrip(String fen) {
        assertEquals(fen, Position.fromFen(fen).fen());
        assertEquals(fen, Fen.format(Fen.parse(fen)));
    }

    @Test
    void setupKeepsAnUncapturableEnPassantSquareButPositionDropsIt() {
        String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        assertEquals(fen, Fen.format(Fen.parse(fen)));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Position.fromFen(fen).fen());
    }

    @Test
    void chess960CastlingAsXFenAndShredderFen() {
        String shredder = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1";
        Position position = Position.fromFen(shredder, Variant.CHESS960);
        assertEquals(shredder, position.shredderFen());
        assertEquals("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 1", position.fen());
        assertEquals(position.toSetup(), Fen.parse(position.fen()));
    }

    @Test
    void xFenNamesTheRookFileWhenAnOuterRookHasNoRight() {
        // Rooks on a1 and c1, the king on d1: only c1 may castle, so "Q" would be a1.
        String fen = "4k3/8/8/8/8/8/8/R1RK4 w C - 0 1";
        Position position = Position.fromFen(fen, Variant.CHESS960);
        assertEquals(fen, position.fen());
        assertEquals(Square.of(2, 0), position.castlingRook(Color.WHITE, true));
    }

    @Test
    void missingTrailingFieldsDefault() {
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Fen.format(Fen.parse("4k3/8/8/8/8/8/8/4K3")));
        assertEquals("4k3/8/8/8/8/8/8/4K3 b - - 0 1", Fen.format(Fen.parse("  4k3/8/8/8/8/8/8/4K3   b ")));
    }

    @Test
    void errorsNameFieldAndColumn() {
        assertError(Field.BOARD, 43, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1");
        assertError(Field.BOARD, 18, "rnbqkbnr/pppppppp9/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertError(Field.BOARD, 40, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ w KQkq - 0 1");
        assertError(Field.BOARD, 1, "");
        assertError(Field.TURN, 45, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
        assertError(Field.CASTLING, 50, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1");
        assertError(Field.CASTLING, 47, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1");
        assertError(Field.EN_PASSANT, 52, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1");
        assertError(Field.HALFMOVE_CLOCK, 54, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1");
        assertError(Field.FULLMOVE_NUMBER, 57, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1a");
    }

    private static void assertError(Field field, int column, String fen) {
        FenException e = assertThrows(FenException.class, () -> Fen.parse(fen));
        assertEquals(field, e.field(), e.getMessage());
        assertEquals(column, e.column(), e.getMessage());
    }
}
