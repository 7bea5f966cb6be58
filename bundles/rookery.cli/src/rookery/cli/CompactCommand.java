package rookery.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import rookery.database.OpeningDatabase;
import rookery.database.maintenance.CompactSummary;

@Command(name = "compact", mixinStandardHelpOptions = true, footer = "--json prints {\"database\",\"bytesBefore\",\"bytesAfter\",\"regained\"}.",
        description = "Reclaims the space of deleted games: the search index's segments with deleted games merged, SQLite's file rewritten (VACUUM).")
final class CompactCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Mixin
    JsonOption jsonOutput;

    @Override
    public Integer call() throws Exception {
        try (OpeningDatabase opened = database.openExisting()) {
            CompactSummary summary = opened.compact();
            PrintWriter out = spec.commandLine().getOut();
            if (jsonOutput.json) {
                out.println(JsonText.of(json -> {
                    json.writeStartObject();
                    json.writeStringField("database", opened.folder().toString());
                    json.writeNumberField("bytesBefore", summary.bytesBefore());
                    json.writeNumberField("bytesAfter", summary.bytesAfter());
                    json.writeNumberField("regained", summary.regained());
                    json.writeEndObject();
                }));
            } else {
                out.printf("%s: %,d bytes before, %,d after: %,d bytes regained%n", opened.folder(), summary.bytesBefore(),
                        summary.bytesAfter(), summary.regained());
            }
            out.flush();
        }
        return RookeryCommand.EXIT_OK;
    }
}
