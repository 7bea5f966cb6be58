package rookery.database;

/**
 * What {@code import-statistics} loaded: the bucket rows read from the files (and how many of them
 * the database stored by bucket), and the position rows they summed to.
 */
public record StatisticsLoadSummary(long bucketRows, long bucketRowsStored, long positions, long positionRows) {
}
