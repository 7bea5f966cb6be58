package rookery.ui.game;

import java.util.Arrays;
import java.util.stream.IntStream;

/** Numeric annotation glyphs as the symbols readers know, and how a move's set of them is edited. */
public final class Nag {
    // Slight advantages as ChessBase writes them in plain text, += and =+: the common fonts (DejaVu,
    // Liberation, Noto Sans) have no \u2a72 and \u2a71, which GTK then draws as boxes.
    private static final String[] SYMBOLS = {
        "", "!", "?", "!!", "??", "!?", "?!", "\u25a1", "", "", "=", "=", "=", "\u221e", "+=", "=+", "\u00b1",
        "\u2213", "+\u2212", "\u2212+",
    };

    /** The move assessments offered for editing: good, mistake, brilliant, blunder, interesting, dubious. */
    public static final int[] MOVE_ASSESSMENTS = {1, 2, 3, 4, 5, 6};
    /** The position assessments offered for editing: equal, slight/clear/decisive advantage for White then Black, unclear. */
    public static final int[] POSITION_ASSESSMENTS = {10, 14, 15, 16, 17, 18, 19, 13};

    private Nag() {
    }

    /** The symbol for a NAG ({@code !}, {@code ?!}, {@code ±}, ...) or {@code $n} for one without a common symbol. */
    public static String symbol(int nag) {
        if (nag > 0 && nag < SYMBOLS.length && !SYMBOLS[nag].isEmpty()) {
            return SYMBOLS[nag];
        }
        return "$" + nag;
    }

    /**
     * The NAG a shortcut switches, as in ChessBase: Ctrl+1 to Ctrl+6 the move assessments, and here
     * Ctrl+Alt+1 to Ctrl+Alt+8 the position assessments, in the order of the lists above; 0 for
     * another digit.
     */
    public static int ofShortcut(int digit, boolean alt) {
        int[] glyphs = alt ? POSITION_ASSESSMENTS : MOVE_ASSESSMENTS;
        return digit >= 1 && digit <= glyphs.length ? glyphs[digit - 1] : 0;
    }

    /** The shortcut of a NAG ({@code Ctrl+1}, {@code Ctrl+Alt+3}), "" when it has none (see {@link #ofShortcut}). */
    public static String shortcut(int nag) {
        for (int digit = 1; digit <= POSITION_ASSESSMENTS.length; digit++) {
            if (ofShortcut(digit, false) == nag) {
                return "Ctrl+" + digit;
            }
            if (ofShortcut(digit, true) == nag) {
                return "Ctrl+Alt+" + digit;
            }
        }
        return "";
    }

    /** What a NAG means, in words, for menus. */
    public static String describe(int nag) {
        return switch (nag) {
            case 1 -> "Good move";
            case 2 -> "Mistake";
            case 3 -> "Brilliant move";
            case 4 -> "Blunder";
            case 5 -> "Interesting move";
            case 6 -> "Dubious move";
            case 10 -> "Equal position";
            case 13 -> "Unclear position";
            case 14 -> "White is slightly better";
            case 15 -> "Black is slightly better";
            case 16 -> "White is clearly better";
            case 17 -> "Black is clearly better";
            case 18 -> "White is winning";
            case 19 -> "Black is winning";
            default -> "Annotation $" + nag;
        };
    }

    /** Whether the symbol is written straight after the move ({@code e4!}) rather than after a space. */
    public static boolean isMoveSuffix(int nag) {
        return nag >= 1 && nag <= 6;
    }

    /**
     * The NAGs after switching {@code nag} on or off: off when present; otherwise it replaces the
     * NAG of its group (a move has one assessment and one position assessment at most). Move
     * assessments come first, as PGN writers order them.
     */
    public static int[] toggle(int[] nags, int nag) {
        if (IntStream.of(nags).anyMatch(n -> n == nag)) {
            return IntStream.of(nags).filter(n -> n != nag).toArray();
        }
        int group = group(nag);
        int[] kept = IntStream.of(nags).filter(n -> group < 0 || group(n) != group).toArray();
        int[] toggled = Arrays.copyOf(kept, kept.length + 1);
        toggled[kept.length] = nag;
        return IntStream.of(toggled).boxed().sorted((a, b) -> Integer.compare(order(a), order(b))).mapToInt(Integer::intValue).toArray();
    }

    /** 0 for move assessments ($1-$9), 1 for position assessments ($10-$135), -1 for the others. */
    private static int group(int nag) {
        if (nag >= 1 && nag <= 9) {
            return 0;
        }
        return nag >= 10 && nag <= 135 ? 1 : -1;
    }

    private static int order(int nag) {
        int group = group(nag);
        return group < 0 ? 2 : group;
    }
}
