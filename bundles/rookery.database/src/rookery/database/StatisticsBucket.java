package rookery.database;

/**
 * One bucket of the bucketed statistics (issue 38): a game's month, speed and rating group, packed
 * into one non-negative int so that a position's tallies can be stored and summed per bucket.
 *
 * <p>The encoding (docs/scale-out.md, "Bucket encoding"; the import and {@code import-statistics}
 * must agree): {@code bucket = (month * 7 + speed) * 10 + group}, where {@code month} is yyyymm as
 * in the statistics files ({@code importer.BucketRow}: mm 00 when only the year is known, 0 when
 * undated), {@code speed} is {@link Speed#ordinal()} + 1 or 0 when unknown, and {@code group} is
 * {@link RatingGroup#ordinal()} + 1 or 0 unless both players are rated.
 *
 * @param month yyyymm, mm 00 when only the year is known, 0 when undated
 * @param speed null when unknown
 * @param group null unless both players are rated
 */
public record StatisticsBucket(int month, Speed speed, RatingGroup group) {

    private static final int SPEEDS = Speed.values().length + 1;
    private static final int GROUPS = RatingGroup.values().length + 1;
    private static final int LAST_YEAR = 9999;

    public StatisticsBucket {
        int year = month / 100;
        if (month < 0 || year > LAST_YEAR || month % 100 > 12 || (year == 0 && month != 0)) {
            throw new IllegalArgumentException("no bucket for month " + month + " (yyyymm expected)");
        }
    }

    /** The bucket of a game's Date and TimeControl tags and its players' ratings (0 when unrated). */
    public static StatisticsBucket of(String date, String timeControl, int whiteElo, int blackElo) {
        int year = datePart(date, 0, 4, LAST_YEAR);
        int month = year == 0 ? 0 : year * 100 + datePart(date, 5, 7, 12);
        return new StatisticsBucket(month, Speed.of(timeControl), RatingGroup.of(whiteElo, blackElo));
    }

    /** The speeds and rating groups of a month: {@link #slot} is below this. */
    public static final int SLOTS = SPEEDS * GROUPS;

    /** The speed and rating group of a packed bucket, {@code speed index * 10 + group index}. */
    public static int slot(int encoded) {
        return encoded % SLOTS;
    }

    /** The month of a packed bucket. */
    public static int monthOf(int encoded) {
        return encoded / SLOTS;
    }

    /** The speed of a slot, null when unknown. */
    public static Speed speedOf(int slot) {
        int speedIndex = slot / GROUPS;
        return speedIndex == 0 ? null : Speed.values()[speedIndex - 1];
    }

    /** The rating group of a slot, null unless both players are rated. */
    public static RatingGroup groupOf(int slot) {
        int groupIndex = slot % GROUPS;
        return groupIndex == 0 ? null : RatingGroup.values()[groupIndex - 1];
    }

    /** Whether the games of a slot have both players rated. */
    public static boolean rated(int slot) {
        return slot % GROUPS != 0;
    }

    /** The bucket of a game's header. */
    public static StatisticsBucket of(GameHeader header) {
        return of(header.date(), header.timeControl(), header.whiteElo(), header.blackElo());
    }

    /** The packed integer (see the class comment). */
    public int encoded() {
        int speedIndex = speed == null ? 0 : speed.ordinal() + 1;
        int groupIndex = group == null ? 0 : group.ordinal() + 1;
        return (month * SPEEDS + speedIndex) * GROUPS + groupIndex;
    }

    /** The bucket of a packed integer. */
    public static StatisticsBucket decoded(int encoded) {
        if (encoded < 0) {
            throw new IllegalArgumentException("no bucket is encoded as " + encoded);
        }
        return new StatisticsBucket(monthOf(encoded), speedOf(slot(encoded)), groupOf(slot(encoded)));
    }

    private static int datePart(String date, int from, int to, int highest) {
        if (date == null || date.length() < to) {
            return 0;
        }
        String digits = date.substring(from, to);
        if (!digits.chars().allMatch(Character::isDigit)) {
            return 0;
        }
        int value = Integer.parseInt(digits);
        return value <= highest ? value : 0;
    }
}
