package rookery.ui.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Bitboard;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.San;
import rookery.chess.Square;
import rookery.chess.Variant;

class MoveInputTest {
    private static int sq(String name) {
        return Square.parse(name);
    }

    @Test
    void castlingByTheKingsTargetOrOntoTheRook() {
        Position position = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        List<Integer> g1 = MoveInput.candidates(position, sq("e1"), sq("g1"));
        List<Integer> h1 = MoveInput.candidates(position, sq("e1"), sq("h1"));
        assertEquals(1, g1.size());
        assertTrue(Move.isCastling(g1.get(0)));
        assertEquals(g1, h1);
        assertTrue(Bitboard.contains(MoveInput.targets(position, sq("e1")), sq("g1")));
        assertTrue(Bitboard.contains(MoveInput.targets(position, sq("e1")), sq("c1")));
    }

    @Test
    void chess960KingMoveThatCanAlsoBeCastlingOffersBoth() {
        // king b1, rook a1: moving the king to c1 is Kc1 or O-O-O
        Position position = Position.fromFen("rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", Variant.CHESS960);
        List<Integer> candidates = MoveInput.candidates(position, sq("b1"), sq("c1"));
        assertEquals(List.of("Kc1", "O-O-O"), candidates.stream().map(m -> San.format(position, m)).toList());
        assertEquals(1, MoveInput.candidates(position, sq("b1"), sq("a1")).size(), "onto the rook is castling only");
    }

    @Test
    void promotionsAreOfferedQueenFirst() {
        Position position = Position.fromFen("8/1P2k3/8/8/8/8/8/4K3 w - - 0 1");
        List<Integer> candidates = MoveInput.candidates(position, sq("b7"), sq("b8"));
        assertEquals(List.of(Role.QUEEN, Role.KNIGHT, Role.ROOK, Role.BISHOP), candidates.stream().map(Move::promotion).toList());
    }

    @Test
    void noCandidatesForAnIllegalGesture() {
        assertTrue(MoveInput.candidates(Position.startpos(), sq("e2"), sq("e5")).isEmpty());
        assertEquals(0, MoveInput.targets(Position.startpos(), sq("e7")));
    }
}
