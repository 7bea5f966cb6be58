package rookery.database;

/**
 * lichess's rating groups: the players' average rating, from each group's lower bound up to the
 * next group's; 2500 and above is the last, and the lowest holds everything below 1000.
 */
public enum RatingGroup {
    BELOW_1000(0),
    FROM_1000(1000),
    FROM_1200(1200),
    FROM_1400(1400),
    FROM_1600(1600),
    FROM_1800(1800),
    FROM_2000(2000),
    FROM_2200(2200),
    FROM_2500(2500);

    private final int lowerBound;

    RatingGroup(int lowerBound) {
        this.lowerBound = lowerBound;
    }

    /** The group's lower bound, the name lichess's API gives it. */
    public int lowerBound() {
        return lowerBound;
    }

    /** The highest average in the group, 0 for the last (no bound). */
    public int upperBound() {
        return ordinal() + 1 < values().length ? values()[ordinal() + 1].lowerBound - 1 : 0;
    }

    /** The group with that lower bound, or null. */
    public static RatingGroup from(int lowerBound) {
        for (RatingGroup group : values()) {
            if (group.lowerBound == lowerBound) {
                return group;
            }
        }
        return null;
    }

    /** The group of the players' average rating ({@link GameHeader#averageElo}), null unless both are rated. */
    public static RatingGroup of(int whiteElo, int blackElo) {
        if (whiteElo <= 0 || blackElo <= 0) {
            return null;
        }
        int average = (whiteElo + blackElo) / 2;
        RatingGroup found = BELOW_1000;
        for (RatingGroup group : values()) {
            if (average >= group.lowerBound) {
                found = group;
            }
        }
        return found;
    }
}
