package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import rookery.chess.InvalidPositionException.Reason;

class SetupValidationTest {

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            MISSING_KING               | STANDARD | 8/8/8/8/8/8/8/K7 w - - 0 1
            TOO_MANY_KINGS             | STANDARD | k7/8/8/8/8/8/8/KK6 w - - 0 1
            KINGS_ADJACENT             | STANDARD | 8/8/8/8/8/8/8/Kk6 w - - 0 1
            OPPOSITE_CHECK             | STANDARD | k7/8/8/8/8/8/8/R6K w - - 0 1
            PAWNS_ON_BACK_RANK         | STANDARD | k6P/8/8/8/8/8/8/K7 w - - 0 1
            TOO_MANY_PIECES            | STANDARD | k7/8/8/8/8/P7/PPPPPPPP/K7 w - - 0 1
            TOO_MANY_PIECES            | STANDARD | k7/8/8/8/8/NNNNNNNN/NNNNNNNN/K7 w - - 0 1
            IMPOSSIBLE_CASTLING_RIGHTS | STANDARD | r3k2r/8/8/8/8/8/8/R3K3 w Hq - 0 1
            IMPOSSIBLE_CASTLING_RIGHTS | STANDARD | r3k2r/8/8/8/8/8/8/R2K3R w KQ - 0 1
            IMPOSSIBLE_CASTLING_RIGHTS | CHESS960 | r3k2r/8/8/8/8/8/8/RR2K3 w AB - 0 1
            IMPOSSIBLE_CASTLING_RIGHTS | CHESS960 | r3k2r/8/8/8/8/8/4K3/R6R w AH - 0 1
            IMPOSSIBLE_CASTLING_RIGHTS | RANDOM   | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1
            INVALID_EP_SQUARE          | STANDARD | 4k3/8/8/8/8/8/8/4K3 w - e6 0 1
            INVALID_EP_SQUARE          | STANDARD | 4k3/8/8/4pP2/8/8/8/4K3 w - e4 0 1
            INVALID_EP_SQUARE          | STANDARD | 4k3/4n3/8/4pP2/8/8/8/4K3 w - e6 0 1
            """)
    void reasons(Reason reason, Variant variant, String fen) {
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> Position.fromFen(fen, variant));
        assertEquals(reason, e.reason(), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            CHESS960 | r3k2r/8/8/8/8/8/8/R2K3R w KQ - 0 1
            STANDARD | 4k3/8/8/4pP2/8/8/8/4K3 w - e6 0 1
            RANDOM   | rbbqknnr/pppppppp/8/8/8/8/PPPPPPPP/RBBQKNNR w - - 0 1
            """)
    void validPositions(Variant variant, String fen) {
        assertEquals(fen, Position.fromFen(fen, variant).fen());
    }
}
