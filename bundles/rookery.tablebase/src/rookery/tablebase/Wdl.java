package rookery.tablebase;

/** Result with best play for the side to move (or, for a move, for the side that played it). */
public enum Wdl {
    WIN, DRAW, LOSS, UNKNOWN;

    /** Lower-case name as written in JSON: win, draw, loss, unknown. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
