package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PinnedTest {

    @Test
    void onlyLoneBlockersOfTheSideToMoveArePinned() {
        // White: the knight on e2 is pinned by the rook on e8, the bishop on c3 by the bishop on a5;
        // the pawns on f2 and g3 shield the king from the queen on h4 together, so neither is pinned.
        Position position = Position.fromFen("4r2k/6p1/8/b7/7q/2B3P1/4NP2/4K3 w - - 0 1");
        assertEquals(Bitboard.of(Square.parse("e2")) | Bitboard.of(Square.parse("c3")), position.pinned());
        // Black to move: its pawn on g7 is pinned by the bishop on c3; white's pinned pieces do not count.
        assertEquals(Bitboard.of(Square.parse("g7")), Position.fromFen("4r2k/6p1/8/b7/7q/2B3P1/4NP2/4K3 b - - 0 1").pinned());
    }
}
