package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class RandomChessTest {

    @Test
    void all5040SetupsAreDistinctMirroredShuffles() {
        Set<String> placements = new HashSet<>();
        for (int i = 0; i < RandomChess.COUNT; i++) {
            Position position = RandomChess.position(i);
            String board = position.fen().split(" ")[0];
            String[] ranks = board.split("/");
            assertEquals(ranks[0], ranks[7].toLowerCase());
            assertEquals("BBKNNQRR", sorted(ranks[7]));
            assertEquals(CastlingRights.NONE, position.castlingRights());
            placements.add(board);
        }
        assertEquals(5040, placements.size());
    }

    @Test
    void castlingIsNeverGenerated() {
        SplittableRandom random = new SplittableRandom(3);
        for (int game = 0; game < 100; game++) {
            Position position = RandomChess.random(random);
            for (int ply = 0; ply < 100; ply++) {
                int[] moves = position.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                for (int move : moves) {
                    assertTrue(!Move.isCastling(move));
                }
                position.play(moves[random.nextInt(moves.length)]);
            }
        }
    }

    @Test
    void castlingRightsAreRejected() {
        assertThrows(InvalidPositionException.class, () -> Position.fromSetup(Chess960.setup(518), Variant.RANDOM));
    }

    private static String sorted(String s) {
        char[] chars = s.toCharArray();
        java.util.Arrays.sort(chars);
        return new String(chars);
    }
}
