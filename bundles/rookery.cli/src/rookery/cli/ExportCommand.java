package rookery.cli;

import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import rookery.database.GameSelection;
import rookery.database.OpeningDatabase;
import rookery.pgn.PgnWriter;

@Command(name = "export", mixinStandardHelpOptions = true, footer = "--json prints {\"database\",\"out\",\"games\",\"ms\"}.",
        description = {"Writes the games of a database (all, or those matching --query and/or reaching a position) to a PGN file, "
                + "in the order they were stored, streamed: gzip for a name ending in .gz, Zstandard for .zst.",
                "Imported again, the file gives the same games."})
final class ExportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Mixin
    SelectionOptions selection;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The PGN file to write (.pgn, .pgn.gz or .pgn.zst).")
    Path out;

    @Mixin
    JsonOption jsonOutput;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() throws Exception {
        long started = System.nanoTime();
        try (OpeningDatabase opened = database.openExisting()) {
            ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "export", 0, progress.progress);
            GameSelection chosen = selection.selection(opened);
            long games;
            try (Writer file = PgnWriter.open(out)) {
                games = opened.exportGames(chosen, file, (done, total, positions) -> bar.show(done, done + " of " + total + " games"));
            }
            bar.clear();
            long ms = (System.nanoTime() - started) / 1_000_000;
            PrintWriter printed = spec.commandLine().getOut();
            if (jsonOutput.json) {
                printed.println(JsonText.of(json -> {
                    json.writeStartObject();
                    json.writeStringField("database", opened.folder().toString());
                    json.writeStringField("out", out.toString());
                    json.writeNumberField("games", games);
                    json.writeNumberField("ms", ms);
                    json.writeEndObject();
                }));
            } else {
                printed.printf("wrote %d games of %s to %s in %.1f s%n", games, opened.folder(), out, ms / 1000.0);
            }
            printed.flush();
        }
        return RookeryCommand.EXIT_OK;
    }
}
