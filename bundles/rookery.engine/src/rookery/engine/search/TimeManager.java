package rookery.engine.search;

import rookery.engine.Limits;

/**
 * The time budget of one search. A fixed move time is used as given, less the overhead. With a
 * clock, the remaining time plus the increments expected until the next control (or over an
 * assumed 40 more moves) is spread evenly: that is the optimum, which iterative deepening may
 * exceed when the best move is unstable; the maximum (up to 5 times the optimum, never more
 * than 80% of the remaining time) is a hard stop. The overhead covers the lag between the
 * engine and the clock.
 */
final class TimeManager {

    static final long UNLIMITED = Long.MAX_VALUE;

    private final long optimumMillis;
    private final long maximumMillis;
    private final boolean flexible;

    private TimeManager(long optimumMillis, long maximumMillis, boolean flexible) {
        this.optimumMillis = optimumMillis;
        this.maximumMillis = maximumMillis;
        this.flexible = flexible;
    }

    static TimeManager of(Limits limits, boolean whiteToMove, long overheadMillis) {
        long optimum = UNLIMITED;
        long maximum = UNLIMITED;
        if (limits.clock() != null) {
            Limits.Clock clock = limits.clock();
            long time = whiteToMove ? clock.whiteMillis() : clock.blackMillis();
            long increment = whiteToMove ? clock.whiteIncrementMillis() : clock.blackIncrementMillis();
            int movesToGo = clock.movesToGo() > 0 ? Math.min(clock.movesToGo(), 50) : 40;
            long available = Math.max(1, time + increment * (movesToGo - 1) - overheadMillis * movesToGo);
            double share = clock.movesToGo() == 1 ? 0.9 : 0.8;
            maximum = Math.max(1, Math.min((long) (time * share) - overheadMillis, 5 * available / movesToGo));
            optimum = Math.max(1, Math.min(available / movesToGo, maximum));
        }
        if (limits.moveTimeMillis() > 0) {
            long exact = Math.max(1, limits.moveTimeMillis() - overheadMillis);
            optimum = Math.min(optimum, exact);
            maximum = Math.min(maximum, exact);
        }
        return new TimeManager(optimum, maximum, limits.clock() != null && limits.moveTimeMillis() == 0);
    }

    boolean isLimited() {
        return maximumMillis != UNLIMITED;
    }

    /** Whether the search may end before the maximum, between iterations (a clock; not a fixed move time). */
    boolean isFlexible() {
        return flexible;
    }

    long optimumMillis() {
        return optimumMillis;
    }

    long maximumMillis() {
        return maximumMillis;
    }
}
