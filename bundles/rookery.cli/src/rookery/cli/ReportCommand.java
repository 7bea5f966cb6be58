package rookery.cli;

import picocli.CommandLine.Command;

@Command(name = "report", mixinStandardHelpOptions = true, description = "Reports on a database's games.",
        subcommands = {PlayerReportCommand.class})
final class ReportCommand extends CommandGroup {
}
