package rookery.ui.model;

/** Numeric annotation glyphs as the symbols readers know. */
public final class Nag {
    private static final String[] SYMBOLS = {
        "", "!", "?", "!!", "??", "!?", "?!", "\u25a1", "", "", "=", "=", "=", "\u221e", "\u2a72", "\u2a71", "\u00b1",
        "\u2213", "+\u2212", "\u2212+",
    };

    private Nag() {
    }

    /** The symbol for a NAG ({@code !}, {@code ?!}, {@code ±}, ...) or {@code $n} for one without a common symbol. */
    public static String symbol(int nag) {
        if (nag > 0 && nag < SYMBOLS.length && !SYMBOLS[nag].isEmpty()) {
            return SYMBOLS[nag];
        }
        return "$" + nag;
    }

    /** Whether the symbol is written straight after the move ({@code e4!}) rather than after a space. */
    public static boolean isMoveSuffix(int nag) {
        return nag >= 1 && nag <= 6;
    }
}
