package rookery.database.importer;

import rookery.database.RatingGroup;
import rookery.database.Speed;

/**
 * The statistics of one move in one position for the games of one bucket (month x speed x rating
 * group), as the aggregation on Spark writes them and {@link StatisticsLoad} reads them: one line of
 * tab-separated fields (docs/scale-out.md, "Statistics files").
 *
 * @param month yyyymm of the Date tag, mm 00 when only the year is known, 0 when not even that
 * @param speed null when the TimeControl tag does not tell
 * @param rating the players' average rating's group, null unless both are rated
 * @param code the {@link rookery.database.encoding.MoveCode} of the move, NONE for the games ending there
 */
public record BucketRow(long key, int month, Speed speed, RatingGroup rating, int code, MoveTally tally) {

    private static final String UNKNOWN = "-";
    private static final int FIELDS = 18;

    /** The line of the statistics files, without its line end. */
    public String line() {
        StringBuilder line = new StringBuilder(160);
        line.append(key).append('\t').append(month).append('\t').append(speed == null ? UNKNOWN : speed.apiName()).append('\t')
                .append(rating == null ? UNKNOWN : Integer.toString(rating.lowerBound())).append('\t').append(code);
        MoveTally t = tally;
        for (long value : new long[] { t.games, t.white, t.draws, t.black, t.ratedGames, t.moverEloSum, t.opponentEloSum, t.ratedPoints2,
                t.datedGames, t.yearSum, t.firstYear, t.lastYear }) {
            line.append('\t').append(value);
        }
        line.append('\t');
        for (int i = 0; i < t.topCount; i++) {
            line.append(i == 0 ? "" : ",").append(MoveTally.gameIdOf(t.top[i])).append(':').append(t.top[i] >>> 40);
        }
        return line.toString();
    }

    /**
     * The row of a line of the statistics files.
     *
     * @throws IllegalArgumentException saying which field is wrong
     */
    public static BucketRow parse(String line) {
        String[] fields = line.split("\t", -1);
        if (fields.length != FIELDS) {
            throw new IllegalArgumentException(FIELDS + " tab-separated fields expected, found " + fields.length);
        }
        long key = number(fields, 0, "position key");
        int month = (int) number(fields, 1, "month");
        Speed speed = fields[2].equals(UNKNOWN) ? null : Speed.named(fields[2]);
        if (speed == null && !fields[2].equals(UNKNOWN)) {
            throw new IllegalArgumentException("unknown speed '" + fields[2] + "'");
        }
        RatingGroup rating = fields[3].equals(UNKNOWN) ? null : RatingGroup.from((int) number(fields, 3, "rating group"));
        if (rating == null && !fields[3].equals(UNKNOWN)) {
            throw new IllegalArgumentException("unknown rating group '" + fields[3] + "'");
        }
        int code = (int) number(fields, 4, "move code");
        MoveTally t = new MoveTally();
        t.games = (int) number(fields, 5, "games");
        t.white = (int) number(fields, 6, "white");
        t.draws = (int) number(fields, 7, "draws");
        t.black = (int) number(fields, 8, "black");
        t.ratedGames = (int) number(fields, 9, "rated games");
        t.moverEloSum = number(fields, 10, "mover Elo sum");
        t.opponentEloSum = number(fields, 11, "opponent Elo sum");
        t.ratedPoints2 = number(fields, 12, "rated points");
        t.datedGames = (int) number(fields, 13, "dated games");
        t.yearSum = number(fields, 14, "year sum");
        t.firstYear = (int) number(fields, 15, "first year");
        t.lastYear = (int) number(fields, 16, "last year");
        if (!fields[17].isEmpty()) {
            for (String top : fields[17].split(",")) {
                int colon = top.indexOf(':');
                if (colon < 0) {
                    throw new IllegalArgumentException("top game '" + top + "' is not id:averageElo");
                }
                t.offerTop(MoveTally.rankOf(Integer.parseInt(top.substring(colon + 1)), Long.parseLong(top.substring(0, colon))));
            }
        }
        return new BucketRow(key, month, speed, rating, code, t);
    }

    private static long number(String[] fields, int index, String name) {
        try {
            return Long.parseLong(fields[index]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " (field " + (index + 1) + ") is not a number: '" + fields[index] + "'");
        }
    }
}
