package rookery.cli;

import picocli.CommandLine.Option;

/** {@code --json}: the command's result as JSON, its fields given in the command's help (a picocli mixin). */
final class JsonOption {

    @Option(names = "--json", description = "Print the result as JSON.")
    boolean json;
}
