package rookery.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import rookery.database.DatabaseSettings;
import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;
import rookery.database.StatisticsLoadSummary;
import rookery.database.eco.EcoTable;

@Command(name = "import-statistics", mixinStandardHelpOptions = true,
        footer = "--json prints {\"database\",\"bucketRows\",\"bucketRowsStored\",\"positions\",\"positionRows\"}.",
        description = {"Bulk-loads the statistics files of 'rookery aggregate' (the statistics/ folder of its output, or one part file) "
                + "into a database, created when absent: the explorer then answers the positions they hold as after an import of the games.",
                "The games themselves are not loaded (docs/scale-out.md)."})
final class ImportStatisticsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Parameters(index = "0", paramLabel = "PATH", description = "The statistics folder (part-* files) or one statistics file.")
    Path statistics;

    @Option(names = "--max-ply", paramLabel = "N", description = "For a new database: the plies the job counted (default: ${DEFAULT-VALUE}).")
    int maxPly = DatabaseSettings.DEFAULT.maxPly();

    @Option(names = "--row-threshold", paramLabel = "GAMES",
            description = "For a new database: the job's row threshold (default: ${DEFAULT-VALUE}).")
    int rowThreshold = DatabaseSettings.DEFAULT.rowThreshold();

    @Mixin
    JsonOption jsonOutput;

    @Override
    public Integer call() throws Exception {
        if (!Files.exists(statistics)) {
            throw new NoSuchFileException(statistics.toString(), null, "no statistics here (the statistics/ folder of 'rookery aggregate --out')");
        }
        DatabaseSettings settings = new DatabaseSettings(maxPly, rowThreshold);
        try (OpeningDatabase opened = OpeningDatabase.open(ImportCommand.folder(database.folder), settings,
                EcoTable.builtInWith(RookeryHome.openingTables()))) {
            StatisticsLoadSummary summary = opened.importStatistics(statistics);
            PrintWriter out = spec.commandLine().getOut();
            if (jsonOutput.json) {
                out.println(JsonText.of(json -> {
                    json.writeStartObject();
                    json.writeStringField("database", opened.folder().toString());
                    json.writeNumberField("bucketRows", summary.bucketRows());
                    json.writeNumberField("bucketRowsStored", summary.bucketRowsStored());
                    json.writeNumberField("positions", summary.positions());
                    json.writeNumberField("positionRows", summary.positionRows());
                    json.writeEndObject();
                }));
            } else {
                out.printf("%s: %,d bucket rows read (%,d stored by bucket), %,d positions, %,d position rows added%n", opened.folder(),
                        summary.bucketRows(), summary.bucketRowsStored(), summary.positions(), summary.positionRows());
            }
            out.flush();
        }
        return RookeryCommand.EXIT_OK;
    }
}
