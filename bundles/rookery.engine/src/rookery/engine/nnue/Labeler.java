package rookery.engine.nnue;

import rookery.chess.Position;
import rookery.engine.BestMove;
import rookery.engine.Limits;
import rookery.engine.Score;
import rookery.engine.search.SearchPool;

/**
 * Searches a position with a short limit for training data, on the calling thread (one search
 * thread, its own hash): the score and best move, and whether the position is quiet enough to
 * learn from.
 */
public final class Labeler {

    /** A search's answer: the score from the side to move's point of view, or a mate. */
    public record Label(int bestMove, Score score) {

        /** Not in check, a best move that neither captures nor promotes, and no mate score: what the network learns from. */
        public boolean isQuiet(Position position) {
            return !score.isMate() && !position.isCheck() && bestMove != 0 && !position.isNoisy(bestMove);
        }
    }

    private static final int HASH_MB = 16;

    private final SearchPool pool = new SearchPool(1, HASH_MB);
    private final Limits limits;

    public Labeler(Limits limits) {
        this.limits = limits;
    }

    /** Forgets what the last game taught the hash and histories. */
    public void newGame() {
        pool.clear();
    }

    /** Searches the position (which must have a legal move). */
    public Label label(Position position) {
        Score[] last = {Score.centipawns(0)};
        pool.arm(limits);
        BestMove best = pool.search(position, limits, 1, null, null, line -> {
            if (line.score().bound() == Score.Bound.EXACT) {
                last[0] = line.score();
            }
        });
        return new Label(best.move(), last[0]);
    }
}
