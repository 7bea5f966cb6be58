package rookery.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code --threads}: how many threads a command's work is spread over, by default the cores (a picocli mixin). */
final class ThreadsOption {

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    private int threads = Runtime.getRuntime().availableProcessors();

    /** Refused while the command line is read, before the command opens or writes anything. */
    @Option(names = "--threads", paramLabel = "N", description = "Threads (default: the number of cores).")
    void threads(int value) {
        if (value < 1) {
            throw new ParameterException(mixee.commandLine(), "--threads must be at least 1, not " + value);
        }
        threads = value;
    }

    int count() {
        return threads;
    }
}
