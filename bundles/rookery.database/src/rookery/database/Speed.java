package rookery.database;

/**
 * lichess's speeds, told from a game's TimeControl tag as lichess tells them: by the estimated
 * duration of the clock, the initial seconds plus 40 increments.
 */
public enum Speed {
    ULTRA_BULLET("ultraBullet", 30),
    BULLET("bullet", 180),
    BLITZ("blitz", 480),
    RAPID("rapid", 1500),
    CLASSICAL("classical", 21600),
    CORRESPONDENCE("correspondence", Long.MAX_VALUE);

    private static final int ESTIMATED_MOVES = 40;

    private final String apiName;
    private final long belowSeconds;

    Speed(String apiName, long belowSeconds) {
        this.apiName = apiName;
        this.belowSeconds = belowSeconds;
    }

    /** The name lichess's API uses ({@code ultraBullet}, {@code bullet}, ...). */
    public String apiName() {
        return apiName;
    }

    /** The speed of that API name, or null. */
    public static Speed named(String apiName) {
        for (Speed speed : values()) {
            if (speed.apiName.equals(apiName)) {
                return speed;
            }
        }
        return null;
    }

    /**
     * The speed of a TimeControl tag ({@code 180+2}, {@code 5400}, {@code 40/7200:1800+30},
     * sandglass {@code *60}; {@code -}, no clock, is correspondence as on lichess), or null when the
     * tag is absent, unknown ({@code ?}) or malformed.
     */
    public static Speed of(String timeControl) {
        if (timeControl == null) {
            return null;
        }
        if (timeControl.strip().equals("-")) {
            return CORRESPONDENCE;
        }
        long estimate = estimatedSeconds(timeControl);
        if (estimate < 0) {
            return null;
        }
        for (Speed speed : values()) {
            if (estimate < speed.belowSeconds) {
                return speed;
            }
        }
        return CORRESPONDENCE;
    }

    /**
     * A game's estimated duration for each player under a TimeControl tag, lichess's way: the
     * first period's seconds plus {@value #ESTIMATED_MOVES} increments; -1 when the tag is
     * absent, has no clock ({@code -}), is unknown ({@code ?}) or malformed.
     */
    public static long estimatedSeconds(String timeControl) {
        if (timeControl == null) {
            return -1;
        }
        String control = timeControl.strip();
        String period = control.split(":", -1)[0];
        int moves = period.indexOf('/');
        if (moves >= 0) {
            period = period.substring(moves + 1);
        }
        if (period.startsWith("*")) {
            period = period.substring(1);
        }
        int plus = period.indexOf('+');
        long seconds = seconds(plus < 0 ? period : period.substring(0, plus));
        long increment = plus < 0 ? 0 : seconds(period.substring(plus + 1));
        if (seconds < 0 || increment < 0) {
            return -1;
        }
        return seconds + ESTIMATED_MOVES * increment;
    }

    /**
     * The text that orders TimeControl tags as the games list sorts them: by estimated duration,
     * then by the tag; tags without one ({@code -}, {@code ?}, malformed) after every duration.
     */
    public static String sortKey(String timeControl) {
        long seconds = estimatedSeconds(timeControl);
        return (seconds < 0 ? "~" : String.format(java.util.Locale.ROOT, "%012d", seconds)) + " " + timeControl;
    }

    private static long seconds(String digits) {
        if (digits.isEmpty() || digits.length() > 9 || !digits.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        return Long.parseLong(digits);
    }
}
