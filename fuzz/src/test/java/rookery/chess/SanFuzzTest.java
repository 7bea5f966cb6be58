package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * SAN and UCI moves typed or read from files: any token in any of the fuzz positions is either
 * refused with a SanException (a UCI move with an IllegalArgumentException) or is a legal move
 * whose own SAN (and UCI) denotes it again. Castling read from UCI may be king-to-rook or
 * king-two-squares in either variant; it is written as the variant writes it.
 */
class SanFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void san(FuzzedDataProvider data) {
        Position position = FuzzPositions.pick(data.consumeInt());
        String token = data.consumeRemainingAsString();
        try {
            int move = San.parse(position, token);
            assertTrue(position.isLegal(move), token);
            assertEquals(move, San.parse(position, San.format(position, move)), token + " in " + position.fen());
        } catch (SanException refused) {
            assertTrue(refused.getMessage() != null && !refused.getMessage().isEmpty());
        }
        try {
            int move = Uci.parse(position, token);
            assertTrue(position.isLegal(move), token);
            assertEquals(move, Uci.parse(position, position.uci(move)), token + " in " + position.fen());
        } catch (IllegalArgumentException refused) {
            assertTrue(refused.getMessage() != null && !refused.getMessage().isEmpty());
        }
    }
}
