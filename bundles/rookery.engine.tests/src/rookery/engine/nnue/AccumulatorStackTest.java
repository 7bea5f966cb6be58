package rookery.engine.nnue;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Random;

import org.junit.jupiter.api.Test;

import rookery.chess.Chess960;
import rookery.chess.Move;
import rookery.chess.Position;

/** The incrementally updated accumulators equal a computation from scratch after any play and undo. */
class AccumulatorStackTest {

    private static final Network NETWORK = RandomNetworks.of(64, 39);
    private static final int MAX_PLY = 200;

    @Test
    void randomGamesWithUndosOfTheStandardGame() {
        int[] seen = walk(Position.startpos(), 1, 300);
        assertTrue(seen[0] > 100 && seen[1] > 0 && seen[2] > 0 && seen[3] > 0, "captures, promotions, castles, en passant: " + java.util.Arrays.toString(seen));
    }

    @Test
    void randomGamesOfChess960() {
        int[] castles = {0};
        for (int number = 0; number < Chess960.COUNT; number += 37) {
            castles[0] += walk(Chess960.position(number), number, 12)[2];
        }
        assertTrue(castles[0] > 0, "no Chess960 castling was played");
    }

    @Test
    void positionsRichInSpecialMoves() {
        // Castling both ways for both sides, en passant and promotions with and without capture.
        walk(Position.fromFen("r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1"), 7, 100);
    }

    /**
     * Random games from {@code start}: at each ply a random move, sometimes a null move, sometimes
     * an undo of one to three moves; the evaluation compared with a fresh one after each step.
     * Returns how many captures, promotions, castles and en passant captures were played.
     */
    private static int[] walk(Position start, long seed, int games) {
        Random random = new Random(seed);
        int[] seen = new int[4];
        for (int game = 0; game < games; game++) {
            Position position = start.copy();
            AccumulatorStack stack = new AccumulatorStack(NETWORK, MAX_PLY);
            stack.reset(position);
            int depth = 0;
            for (int step = 0; step < 160; step++) {
                int[] moves = position.legalMoves();
                if (depth > 0 && (moves.length == 0 || random.nextInt(6) == 0)) {
                    for (int undo = 1 + random.nextInt(Math.min(3, depth)); undo > 0; undo--, depth--) {
                        position.undo();
                        stack.pop();
                    }
                } else if (moves.length == 0 || depth == MAX_PLY) {
                    break;
                } else if (!position.isCheck() && random.nextInt(15) == 0) {
                    stack.pushNull();
                    position.playNull();
                    depth++;
                } else {
                    int move = moves[random.nextInt(moves.length)];
                    seen[0] += position.isCapture(move) ? 1 : 0;
                    seen[1] += Move.isPromotion(move) ? 1 : 0;
                    seen[2] += Move.isCastling(move) ? 1 : 0;
                    seen[3] += Move.isEnPassant(move) ? 1 : 0;
                    stack.push(position, move);
                    position.play(move);
                    depth++;
                }
                // Evaluating only sometimes lets several noted moves be applied at once.
                if (random.nextInt(3) == 0) {
                    assertEquals(NETWORK.evaluate(position), stack.evaluate(position), position.fen());
                    short[] fresh = new short[NETWORK.hidden()];
                    NETWORK.refresh(position, Position.WHITE, fresh);
                    assertArrayEquals(fresh, stack.current(Position.WHITE), position.fen());
                    NETWORK.refresh(position, Position.BLACK, fresh);
                    assertArrayEquals(fresh, stack.current(Position.BLACK), position.fen());
                }
            }
        }
        return seen;
    }
}
