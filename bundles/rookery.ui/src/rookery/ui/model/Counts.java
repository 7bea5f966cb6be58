package rookery.ui.model;

import java.util.Locale;

/** A number of things as the workbench writes it: with thousands separators, the noun singular for one ("1 game", "5,163 games"). */
public final class Counts {
    private Counts() {
    }

    /** The count with the noun's plural made by adding "s". */
    public static String of(long number, String noun) {
        return of(number, noun, noun + "s");
    }

    public static String of(long number, String one, String many) {
        return String.format(Locale.ROOT, "%,d %s", number, number == 1 ? one : many);
    }
}
