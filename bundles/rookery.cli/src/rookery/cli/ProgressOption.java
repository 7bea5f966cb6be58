package rookery.cli;

import picocli.CommandLine.Option;

/** {@code --progress}: progress on standard error, shown anyway on a terminal (a picocli mixin). */
final class ProgressOption {

    @Option(names = "--progress", description = "Show progress on standard error even when it is not a terminal.")
    boolean progress;

    /** Whether progress is shown: asked for, or standard error is a terminal. */
    boolean shown() {
        return progress || System.console() != null;
    }
}
