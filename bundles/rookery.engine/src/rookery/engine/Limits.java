package rookery.engine;

import java.util.List;

/**
 * When a search stops. Every limit that is set applies (the first reached ends the search); 0
 * or null means unset. Without any limit, or with {@code infinite}, the search runs until
 * {@link Engine#stop()}. With {@code ponder} it searches without regard to the clock until
 * {@link Engine#ponderHit()}.
 *
 * @param depth maximum depth in plies
 * @param nodes maximum nodes
 * @param moveTimeMillis exact time to search
 * @param clock game clock to budget the time from
 * @param mate search for a mate in at most that many moves
 * @param searchMoves only these root moves ({@link rookery.chess.Move} ints); empty for all
 */
public record Limits(int depth, long nodes, long moveTimeMillis, Clock clock, boolean infinite, boolean ponder, int mate,
        List<Integer> searchMoves) {

    /**
     * Remaining times and increments in milliseconds, and moves to the next time control (0: sudden death).
     */
    public record Clock(long whiteMillis, long blackMillis, long whiteIncrementMillis, long blackIncrementMillis,
            int movesToGo) {
    }

    public Limits {
        if (depth < 0 || nodes < 0 || moveTimeMillis < 0 || mate < 0) {
            throw new IllegalArgumentException("limits cannot be negative");
        }
        searchMoves = List.copyOf(searchMoves);
    }

    public static Limits untilStopped() {
        return new Limits(0, 0, 0, null, true, false, 0, List.of());
    }

    public static Limits depth(int plies) {
        return new Limits(plies, 0, 0, null, false, false, 0, List.of());
    }

    public static Limits nodes(long count) {
        return new Limits(0, count, 0, null, false, false, 0, List.of());
    }

    public static Limits moveTime(long millis) {
        return new Limits(0, 0, millis, null, false, false, 0, List.of());
    }

    public static Limits clock(Clock clock) {
        return new Limits(0, 0, 0, clock, false, false, 0, List.of());
    }

    public Limits withDepth(int plies) {
        return new Limits(plies, nodes, moveTimeMillis, clock, infinite, ponder, mate, searchMoves);
    }

    public Limits withNodes(long count) {
        return new Limits(depth, count, moveTimeMillis, clock, infinite, ponder, mate, searchMoves);
    }

    public Limits withMoveTime(long millis) {
        return new Limits(depth, nodes, millis, clock, infinite, ponder, mate, searchMoves);
    }

    public Limits withClock(Clock newClock) {
        return new Limits(depth, nodes, moveTimeMillis, newClock, infinite, ponder, mate, searchMoves);
    }

    public Limits withInfinite(boolean value) {
        return new Limits(depth, nodes, moveTimeMillis, clock, value, ponder, mate, searchMoves);
    }

    public Limits withPonder(boolean value) {
        return new Limits(depth, nodes, moveTimeMillis, clock, infinite, value, mate, searchMoves);
    }

    public Limits withMate(int moves) {
        return new Limits(depth, nodes, moveTimeMillis, clock, infinite, ponder, moves, searchMoves);
    }

    public Limits withSearchMoves(List<Integer> moves) {
        return new Limits(depth, nodes, moveTimeMillis, clock, infinite, ponder, mate, moves);
    }

    /** Whether only {@link Engine#stop()} ends the search. */
    public boolean isUntilStopped() {
        return infinite || (depth == 0 && nodes == 0 && moveTimeMillis == 0 && clock == null && mate == 0);
    }
}
