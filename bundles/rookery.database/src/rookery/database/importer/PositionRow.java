package rookery.database.importer;

/** A batch's statistics for one (position key, move code), to be added to the stored row. */
public record PositionRow(long key, int code, MoveTally tally) {
}
