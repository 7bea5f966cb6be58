package rookery.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.database.CopySummary;
import rookery.database.GameSelection;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.ImportProgress;
import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;
import rookery.database.eco.EcoTable;

@Command(name = "copy", mixinStandardHelpOptions = true,
        footer = "--json prints {\"from\",\"to\",\"selected\",\"copied\",\"duplicates\",\"reviews\",\"deleted\",\"cancelled\",\"ms\","
                + "\"gamesPerSecond\"}.",
        description = {"Copies games from one database into another (all of them, or those matching --query and/or reaching a "
                + "position), exactly as an import of them would add them: statistics, search index, endgame theory, and their "
                + "engine reviews. Games the target holds already are counted as duplicates.",
                "With --move the games copied are then deleted from the source: the copy is committed first, so an interruption "
                        + "leaves a game in both databases, never in neither. Ctrl-C stops after the games committed so far."})
final class CopyCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--from", required = true, paramLabel = "DIR", description = "The database the games come from.")
    Path from;

    @Option(names = "--to", required = true, paramLabel = "DIR",
            description = "The database they go to (made with the source's settings when it does not exist).")
    Path to;

    @Mixin
    SelectionOptions selection;

    @Option(names = "--move", description = "Delete the games from the source once they are copied.")
    boolean move;

    @Option(names = "--tables", paramLabel = "DIR", description = "Endgame tables to find each game's first position in, as "
            + "'rookery import --tables' (default: the tables the build generates, when there are any).")
    Path tables;

    @Mixin
    ThreadsOption threads;

    @Mixin
    JsonOption jsonOutput;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() throws Exception {
        try (OpeningDatabase source = ImportCommand.openExisting(from)) {
            GameSelection chosen = selection.selection(source);
            if (Files.exists(to) ? Files.isSameFile(source.folder(), to)
                    : source.folder().toAbsolutePath().normalize().equals(to.toAbsolutePath().normalize())) {
                throw new ParameterException(spec.commandLine(), "--to: " + to + " is the database --from names; copy the games "
                        + "to another one");
            }
            try (StopOnInterrupt stop = new StopOnInterrupt("rookery-copy-stop");
                    OpeningDatabase target = OpeningDatabase.open(to, source.settings(),
                            EcoTable.builtInWith(RookeryHome.openingTables()))) {
                ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), move ? "move" : "copy", 0, progress.progress);
                ImportOptions options = new ImportOptions(threads.count(), ImportOptions.DEFAULT_BATCH_GAMES)
                        .withTables(EndgamesCommand.tables(tables));
                ImportListener listener = stop.importListener(report -> show(bar, report));
                CopySummary summary = move ? source.moveGames(target, chosen, options, listener)
                        : source.copyGames(target, chosen, options, listener);
                bar.clear();
                print(summary, source.folder(), target.folder());
                return summary.cancelled() ? RookeryCommand.EXIT_FAILURE : RookeryCommand.EXIT_OK;
            }
        }
    }

    private static void show(ProgressBar bar, ImportProgress report) {
        bar.show(report.bytesRead(), String.format("%d of %d games, %.0f games/s", report.bytesRead(), report.totalBytes(),
                report.gamesPerSecond()));
    }

    private void print(CopySummary summary, Path source, Path target) {
        PrintWriter out = spec.commandLine().getOut();
        long ms = summary.imported().elapsedNanos() / 1_000_000;
        if (jsonOutput.json) {
            out.println(JsonText.of(json -> {
                json.writeStartObject();
                json.writeStringField("from", source.toString());
                json.writeStringField("to", target.toString());
                json.writeNumberField("selected", summary.selected());
                json.writeNumberField("copied", summary.copied());
                json.writeNumberField("duplicates", summary.duplicates());
                json.writeNumberField("reviews", summary.reviews());
                json.writeNumberField("deleted", summary.deleted());
                json.writeBooleanField("cancelled", summary.cancelled());
                json.writeNumberField("ms", ms);
                json.writeNumberField("gamesPerSecond", Math.round(summary.imported().gamesPerSecond()));
                json.writeEndObject();
            }));
        } else {
            out.printf("%s %d of %d games selected from %s to %s (%d duplicates the target held, %d reviews) in %.1f s%n",
                    move ? "moved" : "copied", summary.copied(), summary.selected(), source, target, summary.duplicates(),
                    summary.reviews(), ms / 1000.0);
            if (move) {
                out.printf("deleted %d games from %s%n", summary.deleted(), source);
            }
            if (summary.cancelled()) {
                out.println("stopped: the games copied so far are committed; run the command again to go on");
            }
        }
        out.flush();
    }
}
