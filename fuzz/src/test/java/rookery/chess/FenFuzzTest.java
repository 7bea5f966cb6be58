package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * FEN, X-FEN and Shredder-FEN: any text is either refused with a FenException or
 * InvalidPositionException, or read into a position whose FEN and Shredder-FEN read back to it
 * and whose every legal move writes a SAN that reads back to the move.
 */
class FenFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void fen(FuzzedDataProvider data) {
        String text = data.consumeRemainingAsString();
        Setup setup;
        try {
            setup = Fen.parse(text);
        } catch (FenException refused) {
            return;
        }
        for (Variant variant : Variant.values()) {
            Position position;
            try {
                position = Position.fromSetup(setup, variant, true);
            } catch (InvalidPositionException refused) {
                continue;
            }
            assertEquals(position.key(), Position.fromFen(position.fen(), variant).key(), position.fen());
            assertEquals(position.key(), Position.fromFen(position.shredderFen(), variant).key(), position.shredderFen());
            for (int move : position.legalMoves()) {
                String san = San.format(position, move);
                assertEquals(move, San.parse(position, san), san + " in " + position.fen());
                assertEquals(move, Uci.parse(position, position.uci(move)), position.uci(move) + " in " + position.fen());
            }
        }
    }
}
