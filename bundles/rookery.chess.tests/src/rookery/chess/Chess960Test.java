package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

class Chess960Test {

    @Test
    void scharnaglRoundTripForAll960() {
        Set<String> placements = new HashSet<>();
        for (int n = 0; n < Chess960.COUNT; n++) {
            Setup setup = Chess960.setup(n);
            assertEquals(n, Chess960.number(setup));
            placements.add(Fen.format(setup).split(" ")[0]);
            Position position = Position.fromSetup(setup, Variant.CHESS960);
            assertEquals(CastlingRights.ALL, position.castlingRights());
            int king = Square.file(position.kingSquare(Color.WHITE));
            long bishops = position.pieces(Color.WHITE, Role.BISHOP);
            assertTrue((bishops & Bitboard.LIGHT_SQUARES) != 0 && (bishops & Bitboard.DARK_SQUARES) != 0);
            assertTrue(Square.file(position.castlingRook(Color.WHITE, true)) < king);
            assertTrue(Square.file(position.castlingRook(Color.WHITE, false)) > king);
        }
        assertEquals(960, placements.size());
    }

    @Test
    void knownNumbers() {
        assertEquals(Fen.STANDARD, Fen.format(Chess960.setup(518)));
        assertEquals("bbqnnrkr", Fen.format(Chess960.setup(0)).split("/")[0]);
        assertEquals("rkrnnqbb", Fen.format(Chess960.setup(959)).split("/")[0]);
        assertEquals(518, Chess960.number(Position.startpos().toSetup()));
        assertEquals(-1, Chess960.number(Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")));
    }

    @Test
    void castlingWithKingAndRookSwappingSides() {
        // King b1, rook a1: queen-side castling puts the king on c1 and the rook on d1.
        Position position = Position.fromFen("r3k2r/8/8/8/8/8/8/RK5R w AHah - 0 1", Variant.CHESS960);
        int castling = Uci.parse(position, "b1a1");
        assertTrue(Move.isCastling(castling));
        position.play(castling);
        assertEquals("r3k2r/8/8/8/8/8/8/2KR3R b ha - 1 1", position.shredderFen());
        position.undo();
        assertEquals("r3k2r/8/8/8/8/8/8/RK5R w HAha - 0 1", position.shredderFen());
    }

    @Test
    void kingThatDoesNotMoveCanCastleWhenTheRookPathIsFree() {
        Position position = Position.fromFen("4k3/8/8/8/8/8/8/R5KR w H - 0 1", Variant.CHESS960);
        assertTrue(position.legalUciMoves().contains("g1h1"));
        position.play(Uci.parse(position, "g1h1"));
        assertEquals("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1", position.fen());
    }

    @Test
    void castlingRookMayNotUncoverAnAttackOnTheKingsTarget() {
        // After b1 castling the king is on c1, and the rook on a1 (black's) sees it once b1 is empty.
        Position position = Position.fromFen("4k3/8/8/8/8/8/8/rR1K4 w B - 0 1", Variant.CHESS960);
        assertFalse(position.legalUciMoves().contains("d1b1"));
    }
}
