package rookery.tablebase.syzygy;

/**
 * A Syzygy result for the side to move, counting the fifty-move rule: a cursed win is a win that
 * takes too long to convert (a draw under the rule), a blessed loss a loss the rule saves.
 */
public enum SyzygyWdl {
    LOSS(-2, "loss"),
    BLESSED_LOSS(-1, "blessed-loss"),
    DRAW(0, "draw"),
    CURSED_WIN(1, "cursed-win"),
    WIN(2, "win");

    private static final SyzygyWdl[] BY_VALUE = values();
    private final int value;
    private final String label;

    SyzygyWdl(int value, String label) {
        this.value = value;
        this.label = label;
    }

    /** -2 (loss) to 2 (win), as the tables and Fathom number them. */
    public int value() {
        return value;
    }

    /** Lower case with hyphens: {@code cursed-win}. */
    public String label() {
        return label;
    }

    public static SyzygyWdl of(int value) {
        return BY_VALUE[value + 2];
    }
}
