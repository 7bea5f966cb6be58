package rookery.engine.search;

import rookery.engine.Score;

/** The search's integer scores: centipawns, and mates as {@link #MATE} minus the plies to mate. */
public final class Scores {

    public static final int MAX_PLY = 128;
    public static final int MATE = 32000;
    public static final int INFINITE = 32001;
    /** Not a score: the absence of one. */
    public static final int NONE = 32002;
    /** Scores at or beyond this (in either direction) are mates. */
    public static final int MATE_BOUND = MATE - 2 * MAX_PLY;
    public static final int DRAW = 0;

    private Scores() {
    }

    public static int mateIn(int ply) {
        return MATE - ply;
    }

    public static int matedIn(int ply) {
        return -MATE + ply;
    }

    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND && Math.abs(score) <= MATE;
    }

    /** Mate scores are stored relative to the node, not the root, so that they stay right in transpositions. */
    public static int toTable(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    public static int fromTable(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }

    /** The API form: centipawns, or mate in moves. */
    public static Score toScore(int score) {
        if (score >= MATE_BOUND) {
            return Score.mate((MATE - score + 1) / 2);
        }
        if (score <= -MATE_BOUND) {
            return Score.mate(-(MATE + score) / 2);
        }
        return Score.centipawns(score);
    }
}
