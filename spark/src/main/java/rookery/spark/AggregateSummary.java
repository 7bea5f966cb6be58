package rookery.spark;

/** What a run of the job did, printed at its end. */
record AggregateSummary(int splits, long games, long duplicates, long rejected, long positions, long rows, long millis, String out) {

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT,
                "Aggregated %,d games (%,d duplicates skipped, %,d rejected) from %,d splits in %.1f s: %,d positions kept, %,d bucket rows in %s",
                games, duplicates, rejected, splits, millis / 1000.0, positions, rows, out);
    }
}
