package rookery.engine.match;

import java.util.Locale;

/** A game clock: base time and increment per move, written "10+0.1" (seconds). */
public record TimeControl(long baseMillis, long incrementMillis) {

    public TimeControl {
        if (baseMillis <= 0 || incrementMillis < 0) {
            throw new IllegalArgumentException("a time control needs a positive base time and an increment that is not negative");
        }
    }

    /** Reads "10+0.1", "60" or "2.5+0" (seconds). */
    public static TimeControl parse(String text) {
        String[] parts = text.trim().split("\\+");
        if (parts.length > 2 || parts[0].isEmpty()) {
            throw new IllegalArgumentException("time control '" + text + "' is not BASE or BASE+INCREMENT in seconds, e.g. 10+0.1");
        }
        try {
            long base = Math.round(Double.parseDouble(parts[0]) * 1000);
            long increment = parts.length == 2 ? Math.round(Double.parseDouble(parts[1]) * 1000) : 0;
            return new TimeControl(base, increment);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("time control '" + text + "' is not BASE or BASE+INCREMENT in seconds, e.g. 10+0.1");
        }
    }

    /** The PGN TimeControl tag value, e.g. "10+0.1". */
    @Override
    public String toString() {
        return seconds(baseMillis) + "+" + seconds(incrementMillis);
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? Long.toString(millis / 1000) : String.format(Locale.ROOT, "%s", millis / 1000.0);
    }
}
