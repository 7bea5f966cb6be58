package rookery.tablebase;

/** A legal move and its result for the side that plays it. */
public record MoveProbe(int move, Probe result) {
}
