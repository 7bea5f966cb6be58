package rookery.app.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

@Command(name = "rookery",
        mixinStandardHelpOptions = true,
        version = "Rookery 0.1.0",
        description = "Chess opening and endgame workbench. Without a command, ./rookery opens the workbench window.",
        subcommands = {
                CommandLine.HelpCommand.class,
                DoctorCommand.class,
                PerftCommand.class,
                PgnCommand.class,
                RateCommand.class,
                AnalyseCommand.class,
                UciCommand.class,
                TablebaseCommand.class,
                EpdCommand.class,
                MatchCommand.class,
                TuneCommand.class,
                BenchCommand.class,
                ImportCommand.class,
                ExploreCommand.class,
                GamesCommand.class,
                EndgamesCommand.class,
                EcoCommand.class,
        })
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

    public static int run(String... args) {
        return new CommandLine(new RookeryCommand())
                .setExecutionExceptionHandler(new CliErrors())
                .setCaseInsensitiveEnumValuesAllowed(true)
                .execute(args);
    }

    /** Runs the command line outside OSGi, from a plain class path of the bundles' jars. */
    public static void main(String[] args) {
        System.exit(run(args));
    }
}
