package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UciTest {

    private static final String CASTLING = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    @Test
    void standardCastlingAcceptsKingTwoSquaresAndKingTakesRook() {
        Position position = Position.fromFen(CASTLING);
        int move = Uci.parse(position, "e1g1");
        assertEquals(move, Uci.parse(position, "e1h1"));
        assertTrue(Move.isCastling(move));
        assertEquals(Square.H1, Move.to(move));
        assertEquals("e1g1", position.uci(move));
        assertEquals("e1c1", position.uci(Uci.parse(position, "e1a1")));
        position.play(move);
        assertEquals("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", position.fen());
    }

    @Test
    void chess960CastlingIsKingTakesRookOnly() {
        Position position = Position.fromFen(CASTLING, Variant.CHESS960);
        int move = Uci.parse(position, "e1h1");
        assertEquals("e1h1", position.uci(move));
        assertEquals("e1g1", Move.toUci(move, false));
        assertFalse(Move.isCastling(Uci.parse(position, "e1f1")));
        assertThrows(IllegalArgumentException.class, () -> Uci.parse(position, "e1g1"));
    }

    @Test
    void promotionsAndEnPassant() {
        Position position = Position.fromFen("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 2");
        int promotion = Uci.parse(position, "b7b8n");
        assertEquals(Role.KNIGHT, Move.promotion(promotion));
        assertEquals("b7b8n", position.uci(promotion));
        assertThrows(IllegalArgumentException.class, () -> Uci.parse(position, "b7b8"));
        int enPassant = Uci.parse(position, "e5d6");
        assertTrue(Move.isEnPassant(enPassant));
        position.play(enPassant);
        assertEquals("4k3/1P6/3P4/8/8/8/8/4K3 b - - 0 2", position.fen());
    }

    @Test
    void rejectsGarbageAndIllegalMoves() {
        Position position = Position.startpos();
        for (String bad : new String[] {"", "e2", "e2e5", "e2e4x", "i2i4", "e7e5", "0000", "e1g1"}) {
            assertThrows(IllegalArgumentException.class, () -> Uci.parse(position, bad), bad);
        }
    }
}
