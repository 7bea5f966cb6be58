package rookery.cli;

import java.util.List;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.engine.Limits;

/**
 * {@code --depth}, {@code --nodes} and {@code --movetime}: how long an engine searches each position
 * (a picocli mixin). A negative limit is refused while the command line is read, before the command
 * opens anything.
 */
final class SearchLimitOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    private int depth;
    private long nodes;
    private long movetime;

    @Option(names = "--depth", paramLabel = "N", description = "Search to this depth.")
    void depth(int plies) {
        depth = (int) notNegative("--depth", plies);
    }

    @Option(names = "--nodes", paramLabel = "N", description = "Search this many nodes (the same result on any machine with the built-in engine).")
    void nodes(long count) {
        nodes = notNegative("--nodes", count);
    }

    @Option(names = "--movetime", paramLabel = "MS", description = "Search this many milliseconds.")
    void movetime(long millis) {
        movetime = notNegative("--movetime", millis);
    }

    private long notNegative(String option, long value) {
        if (value < 0) {
            throw new ParameterException(mixee.commandLine(), option + " cannot be negative, not " + value);
        }
        return value;
    }

    /** The limits given, or {@code fallback} when none is. */
    Limits limits(Limits fallback) {
        if (depth == 0 && nodes == 0 && movetime == 0) {
            return fallback;
        }
        return new Limits(depth, nodes, movetime, null, false, false, 0, List.of());
    }

    /** The limit as a user names it: "depth 12", "100000 nodes", "1000 ms"; {@code fallback}'s words when none was given. */
    String describe(String fallback) {
        return depth > 0 ? "depth " + depth : nodes > 0 ? nodes + " nodes" : movetime > 0 ? movetime + " ms" : fallback;
    }
}
