package rookery.cli;

import java.util.List;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.engine.Limits;

/** {@code --depth}, {@code --nodes} and {@code --movetime}: how long an engine searches each position (a picocli mixin). */
final class SearchLimitOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--depth", paramLabel = "N", description = "Search to this depth.")
    int depth;

    @Option(names = "--nodes", paramLabel = "N", description = "Search this many nodes (the same result on any machine with the built-in engine).")
    long nodes;

    @Option(names = "--movetime", paramLabel = "MS", description = "Search this many milliseconds.")
    long movetime;

    /** The limits given, or {@code fallback} when none is; a negative one is a usage error. */
    Limits limits(Limits fallback) {
        if (depth < 0 || nodes < 0 || movetime < 0) {
            throw new ParameterException(mixee.commandLine(), "--depth, --nodes and --movetime cannot be negative");
        }
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
