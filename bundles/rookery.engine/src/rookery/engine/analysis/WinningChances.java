package rookery.engine.analysis;

/** lichess's winning chances and win percentage of an evaluation. */
public final class WinningChances {

    private static final double SLOPE = 0.00368208;

    private WinningChances() {
    }

    /** {@code 2/(1+exp(-0.00368208·cp)) - 1}, from -1 (lost) to +1 (won), for White. */
    public static double of(Eval eval) {
        return ofCentipawns(eval.winningChancesCentipawns());
    }

    static double ofCentipawns(int centipawns) {
        return 2 / (1 + Math.exp(-SLOPE * centipawns)) - 1;
    }

    /** {@code 50 + 50·w}: White's win percentage. */
    public static double winPercent(Eval eval) {
        return 50 + 50 * of(eval);
    }
}
