package rookery.database;

/** A batch's statistics for one (position key, move code), to be added to the stored row. */
record PositionRow(long key, int code, MoveTally tally) {
}
