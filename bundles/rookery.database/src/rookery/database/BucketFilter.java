package rookery.database;

/**
 * An {@link ExploreFilter} aligned with the buckets ({@link ExploreFilter#alignsWithBuckets()}) as
 * the stored months and slots it sums: months from {@code fromMonth} to {@code toMonth} (yyyymm,
 * the undated month 0 only without a year bound), and per {@linkplain StatisticsBucket#slot slot}
 * whether its speed and rating group qualify.
 */
public record BucketFilter(int fromMonth, int toMonth, boolean[] slots) {

    private static final int LAST_MONTH = 999_912;

    /** The buckets of an aligned filter. */
    public static BucketFilter of(ExploreFilter filter) {
        if (!filter.alignsWithBuckets()) {
            throw new IllegalArgumentException("the filter does not align with the buckets: " + filter);
        }
        boolean yearBound = filter.fromYear() > 0 || filter.toYear() > 0;
        int from = yearBound ? Math.max(1, filter.fromYear() * 100) : 0;
        int to = filter.toYear() > 0 ? filter.toYear() * 100 + 12 : LAST_MONTH;
        boolean eloBound = filter.minElo() > 0 || filter.maxElo() > 0;
        boolean[] slots = new boolean[StatisticsBucket.SLOTS];
        for (int slot = 0; slot < slots.length; slot++) {
            RatingGroup group = StatisticsBucket.groupOf(slot);
            boolean groupQualifies = !eloBound || group != null && group.lowerBound() >= filter.minElo()
                    && (filter.maxElo() == 0 || group.upperBound() != 0 && group.upperBound() <= filter.maxElo());
            slots[slot] = groupQualifies && filter.admits(StatisticsBucket.speedOf(slot));
        }
        return new BucketFilter(from, to, slots);
    }

    /** Whether a game of that packed bucket qualifies. */
    public boolean admits(int encoded) {
        int month = StatisticsBucket.monthOf(encoded);
        return month >= fromMonth && month <= toMonth && slots[StatisticsBucket.slot(encoded)];
    }
}
