package rookery.database;

/**
 * Settings fixed when a database is created. {@code maxPly}: positions within the first
 * {@code maxPly} plies of a game count in the opening statistics. {@code rowThreshold}: a
 * position's statistics are stored precomputed once an import batch brings at least this many
 * games to it; rarer positions are computed from the index when explored (1 stores every
 * position, at a much larger size). {@code structurePlies}: the pawn structures of the positions
 * within the first this many plies of a game are indexed for a search by pawn structure (0: the
 * whole game).
 */
public record DatabaseSettings(int maxPly, int rowThreshold, int structurePlies) {

    public static final DatabaseSettings DEFAULT = new DatabaseSettings(50, 8);

    public DatabaseSettings(int maxPly, int rowThreshold) {
        this(maxPly, rowThreshold, 0);
    }

    public DatabaseSettings {
        if (structurePlies < 0) {
            throw new IllegalArgumentException("structure plies must not be negative (0: the whole game), not " + structurePlies);
        }
        if (maxPly < 1 || maxPly > 1000) {
            throw new IllegalArgumentException("max ply must be between 1 and 1000, not " + maxPly);
        }
        if (rowThreshold < 1) {
            throw new IllegalArgumentException("row threshold must be at least 1, not " + rowThreshold);
        }
    }
}
