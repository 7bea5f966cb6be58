package rookery.engine.uci;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.engine.Limits;

/** The UCI {@code go} command: its parameters as {@link Limits}, both ways. */
public final class UciGo {

    private UciGo() {
    }

    /**
     * Reads the parameters after {@code go}: searchmoves, ponder, wtime, btime, winc, binc,
     * movestogo, depth, nodes, mate, movetime, infinite.
     *
     * @throws IllegalArgumentException naming the parameter that is malformed
     */
    public static Limits parse(List<String> parameters, Position position) {
        Limits limits = new Limits(0, 0, 0, null, false, false, 0, List.of());
        long[] clock = {-1, -1, 0, 0, 0};
        boolean hasClock = false;
        for (int i = 0; i < parameters.size(); i++) {
            String name = parameters.get(i);
            switch (name) {
                case "infinite" -> limits = limits.withInfinite(true);
                case "ponder" -> limits = limits.withPonder(true);
                case "depth" -> limits = limits.withDepth((int) number(parameters, ++i, name));
                case "nodes" -> limits = limits.withNodes(number(parameters, ++i, name));
                case "mate" -> limits = limits.withMate((int) number(parameters, ++i, name));
                case "movetime" -> limits = limits.withMoveTime(number(parameters, ++i, name));
                case "wtime", "btime", "winc", "binc", "movestogo" -> {
                    int slot = List.of("wtime", "btime", "winc", "binc", "movestogo").indexOf(name);
                    // Clocks can run slightly negative in some GUIs; treat that as no time left.
                    clock[slot] = Math.max(0, signedNumber(parameters, ++i, name));
                    hasClock = true;
                }
                case "searchmoves" -> {
                    List<Integer> moves = new ArrayList<>();
                    while (i + 1 < parameters.size() && isMove(position, parameters.get(i + 1))) {
                        moves.add(Uci.parse(position, parameters.get(++i)));
                    }
                    limits = limits.withSearchMoves(moves);
                }
                default -> throw new IllegalArgumentException("unknown go parameter '" + name + "'");
            }
        }
        if (hasClock) {
            long white = clock[0] < 0 ? clock[1] : clock[0];
            long black = clock[1] < 0 ? clock[0] : clock[1];
            limits = limits.withClock(new Limits.Clock(Math.max(0, white), Math.max(0, black), clock[2], clock[3], (int) clock[4]));
        }
        return limits;
    }

    /** The {@code go} command for these limits. */
    public static String format(Limits limits, boolean chess960) {
        StringBuilder out = new StringBuilder("go");
        if (!limits.searchMoves().isEmpty()) {
            out.append(" searchmoves");
            limits.searchMoves().forEach(move -> out.append(' ').append(Move.toUci(move, chess960)));
        }
        if (limits.ponder()) {
            out.append(" ponder");
        }
        Limits.Clock clock = limits.clock();
        if (clock != null) {
            out.append(" wtime ").append(clock.whiteMillis()).append(" btime ").append(clock.blackMillis())
                    .append(" winc ").append(clock.whiteIncrementMillis()).append(" binc ").append(clock.blackIncrementMillis());
            if (clock.movesToGo() > 0) {
                out.append(" movestogo ").append(clock.movesToGo());
            }
        }
        if (limits.depth() > 0) {
            out.append(" depth ").append(limits.depth());
        }
        if (limits.nodes() > 0) {
            out.append(" nodes ").append(limits.nodes());
        }
        if (limits.mate() > 0) {
            out.append(" mate ").append(limits.mate());
        }
        if (limits.moveTimeMillis() > 0) {
            out.append(" movetime ").append(limits.moveTimeMillis());
        }
        if (limits.isUntilStopped()) {
            out.append(" infinite");
        }
        return out.toString();
    }

    private static boolean isMove(Position position, String token) {
        try {
            Uci.parse(position, token);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static long number(List<String> parameters, int index, String name) {
        long value = signedNumber(parameters, index, name);
        if (value < 0) {
            throw new IllegalArgumentException(name + " cannot be negative: " + value);
        }
        return value;
    }

    private static long signedNumber(List<String> parameters, int index, String name) {
        if (index >= parameters.size()) {
            throw new IllegalArgumentException(name + " needs a number");
        }
        try {
            return Long.parseLong(parameters.get(index));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " needs a number, not '" + parameters.get(index) + "'");
        }
    }
}
