package rookery.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import rookery.chess.Position;
import rookery.database.RookeryHome;
import rookery.database.eco.EcoImport;
import rookery.database.eco.EcoLine;
import rookery.database.eco.EcoTable;

@Command(name = "eco", mixinStandardHelpOptions = true, description = "ECO codes and opening names.",
        subcommands = {EcoCommand.Import.class, EcoCommand.Classify.class})
final class EcoCommand extends CommandGroup {

    @Command(footer = "--json prints {\"lines\":N,\"positions\":N,\"problems\":[...],\"saved\":PATH}.",
            name = "import", mixinStandardHelpOptions = true,
            description = {"Adds an opening table to the ones Rookery names positions with: pgn-extract's eco.pgn, SCID's .eco "
                    + "or lichess's TSV (eco, name, pgn).", "Every line is replayed; the table is saved as $ROOKERY_HOME/eco/NAME.tsv."})
    static final class Import implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "FILE", description = "The table (.pgn, .eco or .tsv).")
        Path file;

        @Option(names = "--format", paramLabel = "pgn|scid|tsv", description = "The format (default: by the file's extension).")
        EcoImport.Format format;

        @Option(names = "--name", paramLabel = "NAME", description = "Saved as NAME.tsv (default: the file's name).")
        String name;

        @Mixin
        JsonOption jsonOutput;

        @Override
        public Integer call() throws IOException {
            if (!Files.isRegularFile(file)) {
                throw new NoSuchFileException(file.toString(), null, "not a readable file");
            }
            EcoImport.Format chosen;
            try {
                chosen = format != null ? format : EcoImport.Format.of(file);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage() + "; name it with --format");
            }
            EcoImport.Result result = EcoImport.read(file, chosen);
            String baseName = name != null ? name : file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            Path saved = RookeryHome.openingTables().resolve(baseName + ".tsv");
            Files.createDirectories(saved.getParent());
            try (Writer out = Files.newBufferedWriter(saved, StandardCharsets.UTF_8)) {
                EcoTable.writeTsv(result.lines(), out);
            }
            int positions = EcoTable.of(result.lines()).size();
            PrintWriter out = spec.commandLine().getOut();
            if (jsonOutput.json) {
                out.println(JsonText.of(summary -> {
                    summary.writeStartObject();
                    summary.writeNumberField("lines", result.lines().size());
                    summary.writeNumberField("positions", positions);
                    summary.writeArrayFieldStart("problems");
                    for (String problem : result.problems()) {
                        summary.writeString(problem);
                    }
                    summary.writeEndArray();
                    summary.writeStringField("saved", saved.toString());
                    summary.writeEndObject();
                }));
            } else {
                result.problems().forEach(problem -> out.println("skipped " + problem));
                out.printf("%d lines (%d positions) saved to %s%n", result.lines().size(), positions, saved);
            }
            out.flush();
            return result.lines().isEmpty() ? RookeryCommand.EXIT_FAILURE : RookeryCommand.EXIT_OK;
        }
    }

    @Command(footer = "--json prints {\"eco\":..,\"name\":..,\"moves\":..} or null.",
            name = "classify", mixinStandardHelpOptions = true,
            description = "Names a position by the deepest opening line it (or the moves leading to it) matches.")
    static final class Classify implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Mixin
        PositionOptions position;

        @Mixin
        JsonOption jsonOutput;

        @Override
        public Integer call() throws IOException {
            Position position = this.position.position();
            EcoLine line = EcoTable.builtInWith(RookeryHome.openingTables()).classify(position);
            PrintWriter out = spec.commandLine().getOut();
            if (jsonOutput.json) {
                out.println(line == null ? "null" : JsonText.of(found -> {
                    found.writeStartObject();
                    found.writeStringField("eco", line.eco());
                    found.writeStringField("name", line.name());
                    found.writeStringField("moves", line.moves());
                    found.writeEndObject();
                }));
            } else {
                out.println(line == null ? "no opening line matches" : line.eco() + " " + line.name() + " (" + line.moves() + ")");
            }
            out.flush();
            return line == null ? RookeryCommand.EXIT_FAILURE : RookeryCommand.EXIT_OK;
        }
    }
}
