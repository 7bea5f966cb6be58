package rookery.cli;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/** Turns a command's failure into one clear line on standard error and exit code 1. */
final class CliErrors implements IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception failure, CommandLine commandLine, ParseResult parseResult) {
        String message = failure.getMessage() != null ? failure.getMessage() : failure.toString();
        commandLine.getErr().println("rookery " + commandLine.getCommandName() + ": " + message);
        if (Boolean.getBoolean("rookery.debug")) {
            failure.printStackTrace(commandLine.getErr());
        }
        return RookeryCommand.EXIT_FAILURE;
    }
}
