package rookery.database.maintenance;

/**
 * When two games count as duplicates: always the same start and moves (or, with
 * {@code prefixes}, the moves of one the beginning of the other's, of at least
 * {@link #MIN_PREFIX_PLIES} plies), and, as asked, the same players (White and Black) and the same date.
 */
public record DuplicateCriteria(boolean samePlayers, boolean sameDate, boolean prefixes) {

    /** The fewest plies of a game taken for the beginning of a longer one: shorter lines are shared by too many games. */
    public static final int MIN_PREFIX_PLIES = 20;

    /** Same players, date and moves. */
    public static final DuplicateCriteria EXACT = new DuplicateCriteria(true, true, false);

    /** The same moves, whoever played them and when. */
    public static final DuplicateCriteria MOVES_ONLY = new DuplicateCriteria(false, false, false);

    public DuplicateCriteria withPrefixes(boolean beginnings) {
        return new DuplicateCriteria(samePlayers, sameDate, beginnings);
    }
}
