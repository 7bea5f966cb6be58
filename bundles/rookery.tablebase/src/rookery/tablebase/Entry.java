package rookery.tablebase;

/**
 * The byte stored per position, read as unsigned: 0 a draw (or, while generating, not yet
 * resolved; also the value of numbers that are no legal position), otherwise distance to mate in
 * plies + 1. Odd distances are wins for the side to move, even ones losses (0: checkmated). The
 * longest 5-piece mate, KPPKP, takes 254 plies: the largest distance a byte holds.
 *
 * <p>Scores order results for the side to move: wins above draws above losses, shorter wins and
 * longer losses better.
 */
final class Entry {

    static final int DRAW = 0;
    static final int MAX_DTM = 254;
    static final int WIN_SCORE = 1000;
    /** Score meaning "no such move", below every real score. */
    static final int NONE = Integer.MIN_VALUE;

    private Entry() {
    }

    static int of(int dtm) {
        if (dtm > MAX_DTM) {
            throw new IllegalStateException("mate distance " + dtm + " plies does not fit in a table entry");
        }
        return dtm + 1;
    }

    static int dtm(int entry) {
        return entry == DRAW ? 0 : entry - 1;
    }

    static boolean isWin(int entry) {
        return entry != DRAW && (entry & 1) == 0;
    }

    static boolean isLoss(int entry) {
        return (entry & 1) == 1;
    }

    static int score(int entry) {
        if (entry == DRAW) {
            return 0;
        }
        int dtm = entry - 1;
        return (dtm & 1) == 1 ? WIN_SCORE - dtm : -WIN_SCORE + dtm;
    }

    static int ofScore(int score) {
        return score == 0 ? DRAW : of(dtmOfScore(score));
    }

    static int dtmOfScore(int score) {
        return score > 0 ? WIN_SCORE - score : score < 0 ? WIN_SCORE + score : 0;
    }

    /** The score of a move for the side that plays it, given the score of the position it leads to. */
    static int moverScore(int successorScore) {
        return successorScore > 0 ? -successorScore + 1 : successorScore < 0 ? -successorScore - 1 : 0;
    }
}
