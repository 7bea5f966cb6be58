package rookery.engine.analysis;

/**
 * One side's figures over a game.
 *
 * @param moves moves judged
 * @param averageCentipawnLoss mean centipawn loss per move (0 without moves)
 * @param accuracy lichess's game accuracy, 0..100, or NaN without moves
 */
public record SideSummary(int moves, int inaccuracies, int mistakes, int blunders, double averageCentipawnLoss, double accuracy) {

    public int count(Judgement judgement) {
        return switch (judgement) {
            case INACCURACY -> inaccuracies;
            case MISTAKE -> mistakes;
            case BLUNDER -> blunders;
        };
    }
}
