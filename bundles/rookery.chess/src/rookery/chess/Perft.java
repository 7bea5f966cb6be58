package rookery.chess;

import java.util.LinkedHashMap;
import java.util.Map;

/** Counts leaf nodes of the legal move tree, the standard test of move generation. */
public final class Perft {

    private Perft() {
    }

    public static long perft(Position position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        return perft(position, depth, new int[depth + 1][Position.MAX_MOVES]);
    }

    /** Per root move (keyed by UCI in the position's variant), the number of leaves below it. */
    public static Map<String, Long> divide(Position position, int depth) {
        Map<String, Long> counts = new LinkedHashMap<>();
        int[][] buffers = new int[Math.max(depth, 1) + 1][Position.MAX_MOVES];
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            position.play(moves[i]);
            counts.put(position.uci(moves[i]), depth <= 1 ? 1 : perft(position, depth - 1, buffers));
            position.undo();
        }
        return counts;
    }

    // At the last ply the moves are counted, not played (bulk counting).
    private static long perft(Position position, int depth, int[][] buffers) {
        int[] moves = buffers[depth];
        int count = position.legalMoves(moves);
        if (depth == 1) {
            return count;
        }
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            position.play(moves[i]);
            nodes += perft(position, depth - 1, buffers);
            position.undo();
        }
        return nodes;
    }
}
