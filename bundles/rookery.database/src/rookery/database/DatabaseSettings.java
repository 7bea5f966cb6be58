package rookery.database;

/**
 * Settings fixed when a database is created. {@code maxPly}: positions within the first
 * {@code maxPly} plies of a game count in the opening statistics. {@code rowThreshold}: a
 * position's statistics are stored precomputed once an import batch brings at least this many
 * games to it; rarer positions are computed from the index when explored (1 stores every
 * position, at a much larger size).
 */
public record DatabaseSettings(int maxPly, int rowThreshold) {

    public static final DatabaseSettings DEFAULT = new DatabaseSettings(50, 8);

    public DatabaseSettings {
        if (maxPly < 1 || maxPly > 1000) {
            throw new IllegalArgumentException("max ply must be between 1 and 1000, not " + maxPly);
        }
        if (rowThreshold < 1) {
            throw new IllegalArgumentException("row threshold must be at least 1, not " + rowThreshold);
        }
    }
}
