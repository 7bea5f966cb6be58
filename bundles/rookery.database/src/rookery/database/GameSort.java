package rookery.database;

/**
 * Orders of a games list, each over every matching game (never a page): by relevance to the
 * query, average Elo, either player's name or Elo, result, date, event, site, round, ECO code, opening, length, time control
 * (by the game's estimated duration, lichess's way), or either
 * player's accuracy in a stored engine review (games without one last). Ties go to import order.
 */
public enum GameSort {
    RELEVANCE,
    ELO,
    WHITE,
    WHITE_ELO,
    BLACK,
    BLACK_ELO,
    RESULT,
    DATE,
    EVENT,
    SITE,
    ROUND,
    ECO,
    OPENING,
    PLIES,
    TIME_CONTROL,
    WHITE_ACCURACY,
    BLACK_ACCURACY;

    /** Whether the order a user expects first runs downwards: best, newest and longest first, names from A. */
    public boolean descendingFirst() {
        return switch (this) {
            case RELEVANCE, ELO, WHITE_ELO, BLACK_ELO, DATE, PLIES, WHITE_ACCURACY, BLACK_ACCURACY -> true;
            case WHITE, BLACK, RESULT, EVENT, SITE, ROUND, ECO, OPENING, TIME_CONTROL -> false;
        };
    }

    /** Whether the order reads values kept in SQLite (names, reviews) rather than numbers kept in the index. */
    boolean byName() {
        return switch (this) {
            case WHITE, BLACK, EVENT, SITE, ROUND, ECO, OPENING, TIME_CONTROL, WHITE_ACCURACY, BLACK_ACCURACY -> true;
            default -> false;
        };
    }
}
