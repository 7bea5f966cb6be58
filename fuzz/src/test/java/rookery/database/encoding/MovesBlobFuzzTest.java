package rookery.database.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

import rookery.chess.FuzzPositions;
import rookery.chess.Position;

/**
 * The database's stored main lines (one byte a ply, the move's rank in its position): any blob
 * decodes or is refused with an IllegalStateException naming the ply; along games the fuzzer plays,
 * every legal move's rank (counted from attack sets) equals its rank among the generated moves, and
 * the move at that rank is the move again, so a stored game always decodes to the game stored.
 */
class MovesBlobFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void movesBlob(FuzzedDataProvider data) {
        Position start = FuzzPositions.pick(data.consumeInt());
        byte[] ranks = data.consumeRemainingAsBytes();
        try {
            int[] moves = MovesBlob.decode(start.toSetup(), start.variant(), ranks);
            assertEquals(ranks.length, moves.length);
        } catch (IllegalStateException refused) {
            assertTrue(refused.getMessage().startsWith("stored move "), refused::getMessage);
        }
        Position position = start.copy();
        int[] buffer = new int[Position.MAX_MOVES];
        int[] scratch = new int[Position.MAX_MOVES];
        byte[] stored = new byte[ranks.length];
        int plies = 0;
        for (byte choice : ranks) {
            int[] legal = position.legalMoves();
            if (legal.length == 0) {
                break;
            }
            for (int move : legal) {
                int rank = MoveCode.rank(position, move, buffer);
                assertEquals(MoveCode.rankByGeneration(position, move, scratch), rank, position.uci(move) + " in " + position.fen());
                assertEquals(move, MoveCode.atRank(position, rank, buffer), "rank " + rank + " in " + position.fen());
            }
            int move = legal[(choice & 0xFF) % legal.length];
            stored[plies++] = (byte) MoveCode.rank(position, move, buffer);
            position.play(move);
        }
        assertArrayEquals(position.history(), MovesBlob.decode(start.toSetup(), start.variant(), Arrays.copyOf(stored, plies)));
    }
}
