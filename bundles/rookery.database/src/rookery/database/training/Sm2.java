package rookery.database.training;

/**
 * One position's spaced-repetition state by SM-2 (Piotr Woźniak's SuperMemo 2 algorithm): the
 * easiness factor (at least 1.3, 2.5 for a new card), the successful repetitions in a row, the
 * interval in days, and the day (epoch day) the position is due. A right answer (quality 4) sets
 * the interval to 1, then 6 days, then the interval times the easiness; a wrong one (quality 1)
 * starts the repetitions again and, as SM-2 asks for answers below quality 4, makes the position
 * due again the same day.
 */
public record Sm2(double easiness, int repetitions, int intervalDays, long dueDay) {
    public static final double START_EASINESS = 2.5;
    private static final double LEAST_EASINESS = 1.3;
    static final int RIGHT = 4;
    static final int WRONG = 1;

    /** A position never drilled: due on {@code today}. */
    public static Sm2 fresh(long today) {
        return new Sm2(START_EASINESS, 0, 0, today);
    }

    public boolean isDue(long today) {
        return dueDay <= today;
    }

    /** The state after an answer given on {@code today}. */
    public Sm2 answer(boolean right, long today) {
        int quality = right ? RIGHT : WRONG;
        double easiness = Math.max(LEAST_EASINESS, this.easiness + 0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02));
        if (!right) {
            return new Sm2(easiness, 0, 0, today);
        }
        int interval = repetitions == 0 ? 1 : repetitions == 1 ? 6 : (int) Math.round(intervalDays * easiness);
        return new Sm2(easiness, repetitions + 1, interval, today + interval);
    }
}
