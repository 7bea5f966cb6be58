package rookery.engine.search;

import java.util.Arrays;

/** A legal move at the root with its latest score and principal variation. */
final class RootMove {

    final int move;
    int score = -Scores.INFINITE;
    int previousScore = -Scores.INFINITE;
    int selDepth;
    int[] pv;

    RootMove(int move) {
        this.move = move;
        this.pv = new int[] {move};
    }

    void setPv(int[] line, int from, int to) {
        pv = new int[1 + to - from];
        pv[0] = move;
        System.arraycopy(line, from, pv, 1, to - from);
    }

    RootMove copy() {
        RootMove copy = new RootMove(move);
        copy.score = score;
        copy.previousScore = previousScore;
        copy.selDepth = selDepth;
        copy.pv = Arrays.copyOf(pv, pv.length);
        return copy;
    }

    /** Stable insertion sort by score, best first, of {@code moves[from..to)}. */
    static void sort(RootMove[] moves, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            RootMove moving = moves[i];
            int j = i - 1;
            while (j >= from && moves[j].score < moving.score) {
                moves[j + 1] = moves[j];
                j--;
            }
            moves[j + 1] = moving;
        }
    }
}
