package rookery.cli;

import picocli.CommandLine.Command;

@Command(name = "maintain", mixinStandardHelpOptions = true,
        description = "Database maintenance: duplicate games, name spellings, reclaiming the space of deleted games.",
        subcommands = {DuplicatesCommand.class, NamesCommand.class, CompactCommand.class})
final class MaintainCommand extends CommandGroup {
}
