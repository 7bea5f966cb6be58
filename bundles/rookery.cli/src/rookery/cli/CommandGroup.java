package rookery.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** A command that only groups subcommands (book, eco, pgn, repertoire, tb): without one it prints its usage, a usage error. */
abstract class CommandGroup implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return RookeryCommand.EXIT_USAGE;
    }
}
