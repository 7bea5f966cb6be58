package rookery.database;

/**
 * One bucket of the bucketed statistics (issue 38): a game's month, speed and rating group, packed
 * into one non-negative int so that a position's tallies can be stored and summed per bucket.
 *
 * <p>The encoding (docs/scale-out.md, "Bucket encoding"; the import and the bulk loader must agree):
 * {@code bucket = (month * 7 + speed) * 10 + group}, where {@code month} is {@code year * 13 +
 * monthOfYear} (month of year 1-12, 0 when only the year is known) or 0 when the year is unknown,
 * {@code speed} is {@link Speed#ordinal()} + 1 or 0 when unknown, and {@code group} is
 * {@link RatingGroup#ordinal()} + 1 or 0 when a player is unrated.
 */
public record StatisticsBucket(int year, int monthOfYear, Speed speed, RatingGroup group) {

    static final int SPEEDS = Speed.values().length + 1;
    static final int GROUPS = RatingGroup.values().length + 1;
    private static final int MONTHS_PER_YEAR = 13;
    private static final int LAST_YEAR = 9999;

    /**
     * A bucket; {@code year} 0 when unknown (then {@code monthOfYear} is 0), {@code monthOfYear} 0
     * when unknown, speed and group null when unknown.
     */
    public StatisticsBucket {
        if (year < 0 || year > LAST_YEAR || monthOfYear < 0 || monthOfYear > 12 || (year == 0 && monthOfYear != 0)) {
            throw new IllegalArgumentException("no bucket for year " + year + ", month " + monthOfYear);
        }
    }

    /** The bucket of a game's Date and TimeControl tags and its players' ratings (0 when unrated). */
    public static StatisticsBucket of(String date, String timeControl, int whiteElo, int blackElo) {
        int year = datePart(date, 0, 4, LAST_YEAR);
        int month = year == 0 ? 0 : datePart(date, 5, 7, 12);
        return new StatisticsBucket(year, month, Speed.of(timeControl), RatingGroup.of(whiteElo, blackElo));
    }

    /** The packed integer (see the class comment). */
    public int encoded() {
        int month = year == 0 ? 0 : year * MONTHS_PER_YEAR + monthOfYear;
        int speedIndex = speed == null ? 0 : speed.ordinal() + 1;
        int groupIndex = group == null ? 0 : group.ordinal() + 1;
        return (month * SPEEDS + speedIndex) * GROUPS + groupIndex;
    }

    /** The bucket of a packed integer. */
    public static StatisticsBucket decoded(int encoded) {
        if (encoded < 0) {
            throw new IllegalArgumentException("no bucket is encoded as " + encoded);
        }
        int groupIndex = encoded % GROUPS;
        int speedIndex = encoded / GROUPS % SPEEDS;
        int month = encoded / GROUPS / SPEEDS;
        return new StatisticsBucket(month / MONTHS_PER_YEAR, month % MONTHS_PER_YEAR,
                speedIndex == 0 ? null : Speed.values()[speedIndex - 1],
                groupIndex == 0 ? null : RatingGroup.values()[groupIndex - 1]);
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
