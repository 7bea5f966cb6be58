package rookery.engine.search;

import java.util.Arrays;

import rookery.chess.Move;
import rookery.chess.Position;

/**
 * Move-ordering memory of one search thread: killer moves per ply, the butterfly history of
 * quiet moves by side, origin and target, and the counter move that refuted each previous move
 * (by the piece that made it and its target square).
 */
final class History {

    static final int MAX = 16384;

    private final int[] butterfly = new int[2 * 64 * 64];
    private final int[] killers = new int[2 * (Scores.MAX_PLY + 2)];
    private final int[] counters = new int[12 * 64];

    void clear() {
        Arrays.fill(butterfly, 0);
        Arrays.fill(killers, 0);
        Arrays.fill(counters, 0);
    }

    /** Between searches the killers no longer fit their plies; the histories are merely halved. */
    void age() {
        Arrays.fill(killers, 0);
        for (int i = 0; i < butterfly.length; i++) {
            butterfly[i] /= 2;
        }
    }

    int quietScore(int side, int move) {
        return butterfly[side << 12 | (move & 0xFFF)];
    }

    int killer(int ply, int slot) {
        return killers[2 * ply + slot];
    }

    void clearKillers(int ply) {
        killers[2 * ply] = 0;
        killers[2 * ply + 1] = 0;
    }

    /** The counter move to the last move, or {@link Move#NONE}. */
    int counter(Position position) {
        int last = position.lastMove();
        if (last == Move.NONE) {
            return Move.NONE;
        }
        int to = lastTarget(last);
        return counters[position.pieceCode(to) * 64 + to];
    }

    /** A quiet move caused a cutoff: reward it, penalize the quiet moves tried before it. */
    void updateQuiet(Position position, int ply, int move, int depth, int[] triedQuiets, int triedCount) {
        int side = position.sideToMove();
        int bonus = Math.min(depth * depth + 2 * depth, 1600);
        update(side, move, bonus);
        for (int i = 0; i < triedCount; i++) {
            if (triedQuiets[i] != move) {
                update(side, triedQuiets[i], -bonus);
            }
        }
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        int last = position.lastMove();
        if (last != Move.NONE) {
            int to = lastTarget(last);
            counters[position.pieceCode(to) * 64 + to] = move;
        }
    }

    private void update(int side, int move, int bonus) {
        int index = side << 12 | (move & 0xFFF);
        butterfly[index] += bonus - butterfly[index] * Math.abs(bonus) / MAX;
    }

    private static int lastTarget(int move) {
        return Move.isCastling(move) ? Move.castlingKingTarget(move) : Move.to(move);
    }
}
