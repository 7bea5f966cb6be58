package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.random.RandomGenerator;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ZobristTest {

    /** Reference keys from the Polyglot book format specification. */
    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = '|', textBlock = """
            ''                                  | 463b96181691fc9c
            e2e4                                | 823c9b50fd114196
            e2e4 d7d5                           | 0756b94461c50fb0
            e2e4 d7d5 e4e5                      | 662fafb965db29d4
            e2e4 d7d5 e4e5 f7f5                 | 22a48b5a8e47ff78
            e2e4 d7d5 e4e5 f7f5 e1e2            | 652a607ca3f242c1
            e2e4 d7d5 e4e5 f7f5 e1e2 e8f7       | 00fdd303c946bdd9
            a2a4 b7b5 h2h4 b5b4 c2c4            | 3c8123ea7b067637
            a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3  | 5c3f9b829b279560
            """)
    void polyglotReferenceKeys(String moves, String key) {
        Position position = Position.startpos();
        for (String uci : moves.split(" ")) {
            if (!uci.isEmpty()) {
                position.play(Uci.parse(position, uci));
            }
        }
        assertEquals(Long.parseUnsignedLong(key, 16), position.key());
        assertEquals(position.key(), Position.fromFen(position.fen()).key());
    }

    @Test
    void polyglotArrayHasItsKnownEnds() {
        assertEquals(781, Zobrist.POLYGLOT_RANDOM.length);
        assertEquals(0x9D39247E33776D41L, Zobrist.POLYGLOT_RANDOM[0]);
        assertEquals(0xF8D626AAAF278509L, Zobrist.POLYGLOT_RANDOM[780]);
    }

    /** Along random games the incremental key equals the key computed from scratch, and undo restores everything. */
    @Test
    void incrementalKeysAndUndoInRandomGames() {
        RandomGenerator random = new SplittableRandom(7);
        for (int game = 0; game < 200; game++) {
            Variant variant = game % 3 == 0 ? Variant.STANDARD : game % 3 == 1 ? Variant.CHESS960 : Variant.RANDOM;
            Position position = switch (variant) {
                case STANDARD -> Position.startpos();
                case CHESS960 -> Chess960.random(random);
                case RANDOM -> RandomChess.random(random);
            };
            for (int ply = 0; ply < 200; ply++) {
                int[] moves = position.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                String before = position.shredderFen();
                long keyBefore = position.key();
                int move = moves[random.nextInt(moves.length)];
                position.play(move);
                assertEquals(Position.fromFen(position.shredderFen(), variant).key(), position.key(), position.shredderFen());
                position.undo();
                assertEquals(before, position.shredderFen());
                assertEquals(keyBefore, position.key());
                position.play(move);
            }
        }
    }
}
