package rookery.cli;

import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.Command;

@Command(name = "rookery",
        mixinStandardHelpOptions = true,
        versionProvider = BundleVersion.class,
        description = "Chess opening and endgame workbench. Without a command, ./rookery opens the workbench window.")
public final class RookeryCommand implements Runnable {

    public static final int EXIT_OK = 0;
    public static final int EXIT_FAILURE = 1;
    public static final int EXIT_USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    /** The commands, in the order the usage help lists them. */
    private static final List<Class<?>> COMMANDS = List.of(CommandLine.HelpCommand.class, DoctorCommand.class, PerftCommand.class,
            PgnCommand.class, RateCommand.class, AnalyseCommand.class, UciCommand.class, TablebaseCommand.class, EpdCommand.class,
            MatchCommand.class, TuneCommand.class, DatagenCommand.class, GenerateGamesCommand.class, TrainCommand.class, BenchCommand.class,
            ImportCommand.class, ImportStatisticsCommand.class, AggregateCommand.class, ExploreCommand.class, GamesCommand.class,
            EndgamesCommand.class, EcoCommand.class, BookCommand.class, ServeCommand.class, AnnotateCommand.class,
            RepertoireCommand.class, SearchCommand.class, MistakesCommand.class, CopyCommand.class, ExportCommand.class,
            MaintainCommand.class, ReportCommand.class);

    public static int run(String... args) {
        CommandLine commandLine = new CommandLine(new RookeryCommand());
        for (Class<?> command : commandsFor(args)) {
            commandLine.addSubcommand(command);
        }
        return commandLine.setExecutionExceptionHandler(new CliErrors())
                .setCaseInsensitiveEnumValuesAllowed(true)
                .execute(args);
    }

    /**
     * The command the first argument names, or every command (for help, usage and errors):
     * picocli reads all options of all the commands it is given at each start, which took as
     * long as the rest of its work (docs/benchmarks.md).
     */
    private static List<Class<?>> commandsFor(String... args) {
        if (args.length > 0) {
            for (Class<?> command : COMMANDS) {
                Command names = command.getAnnotation(Command.class);
                if (command != CommandLine.HelpCommand.class
                        && (names.name().equals(args[0]) || List.of(names.aliases()).contains(args[0]))) {
                    return List.of(command);
                }
            }
        }
        return COMMANDS;
    }

    /** Runs the command line outside OSGi, from a plain class path of the bundles' jars. */
    public static void main(String[] args) {
        System.exit(run(args));
    }
}
