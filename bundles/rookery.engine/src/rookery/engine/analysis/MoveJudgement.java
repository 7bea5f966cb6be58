package rookery.engine.analysis;

import rookery.chess.Color;

/**
 * The verdict on one move of a game.
 *
 * @param ply 1-based ply of the move
 * @param mover who played it
 * @param judgement inaccuracy, mistake, blunder, or null for a good enough move
 * @param mateCase the forced-mate reason of the judgement, or null when it comes from the winning chances
 * @param centipawnLoss the mover's loss in centipawns (evaluations clamped to ±1000, mates as ±1000), at least 0
 * @param accuracy lichess's accuracy of the move, 0..100
 */
public record MoveJudgement(int ply, Color mover, Judgement judgement, MateCase mateCase, int centipawnLoss, double accuracy) {

    /** The mate cases of lichess's judgement. */
    public enum MateCase {
        /** The move allows a forced mate against the mover. */
        MATE_ALLOWED,
        /** The mover had a forced mate and no longer has one. */
        MATE_MISSED
    }
}
