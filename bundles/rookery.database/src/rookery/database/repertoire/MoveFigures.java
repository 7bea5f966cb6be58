package rookery.database.repertoire;

/**
 * A move's figures in the database at a position: its SAN, games, share of the position's games
 * (percent) and score for the side that plays it (percent).
 */
public record MoveFigures(String san, int games, double share, double score) {
}
