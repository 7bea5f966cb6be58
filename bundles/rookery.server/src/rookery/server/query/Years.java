package rookery.server.query;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code since}/{@code until} as years, our filter's unit: lichess's "YYYY-MM" (month checked, then dropped) or masters' "YYYY". */
public final class Years {

    private static final Pattern YEAR_OR_MONTH = Pattern.compile("(\\d{4})(?:-(\\d{2}))?");
    private static final int LAST_YEAR = 9999;

    private Years() {
    }

    /** The year, or 0 (no bound) when absent. */
    public static int of(Parameters parameters, String name) {
        String text = parameters.text(name);
        if (text == null) {
            return 0;
        }
        Matcher matcher = YEAR_OR_MONTH.matcher(text);
        if (!matcher.matches()) {
            throw new BadParameterException(name, "not a year YYYY or month YYYY-MM: '" + text + "'");
        }
        int year = Integer.parseInt(matcher.group(1));
        if (year < 1 || year > LAST_YEAR) {
            throw new BadParameterException(name, "year " + year + " is out of range [1, " + LAST_YEAR + "]");
        }
        if (matcher.group(2) != null) {
            int month = Integer.parseInt(matcher.group(2));
            if (month < 1 || month > 12) {
                throw new BadParameterException(name, "month " + month + " is out of range [1, 12]");
            }
        }
        return year;
    }
}
