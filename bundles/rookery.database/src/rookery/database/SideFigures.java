package rookery.database;

/**
 * One side's figures in a stored engine review of a game (docs/analysis.md).
 *
 * @param averageCentipawnLoss mean centipawn loss per move
 * @param accuracy lichess's game accuracy 0..100, NaN when the side made no move
 */
public record SideFigures(int inaccuracies, int mistakes, int blunders, double averageCentipawnLoss, double accuracy) {
}
