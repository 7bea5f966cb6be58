package rookery.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.database.maintenance.NameCount;
import rookery.database.maintenance.NameKind;
import rookery.database.maintenance.NameVariants;
import rookery.database.maintenance.SpellingFile;

@Command(name = "names", mixinStandardHelpOptions = true,
        footer = "--json prints {\"kind\",\"groups\":[{\"suggested\":S,\"names\":[{\"name\":S,\"games\":N},..]},..],\"renamed\":N}.",
        description = {"Lists names of players, events or sites spelt in several ways (case, diacritics, word order, an abbreviated "
                + "first name: 'Kasparov, G' / 'Kasparov, Garry' / 'Garry Kasparov'), with the games of each spelling; with a SCID "
                + "spelling file (.ssp), also the spellings it knows, under its correct one.",
                "--into NAME --variant A --variant B merges the spellings named into NAME; --merge-all merges every group listed "
                        + "into its suggested spelling. The games renamed keep their statistics and reviews; an interrupted merge "
                        + "leaves every game under its old or new name and finishes when run again."})
final class NamesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Option(names = "--kind", paramLabel = "KIND", description = "Which names: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    NameKind kind = NameKind.PLAYER;

    @Option(names = "--spelling", paramLabel = "FILE.ssp", description = "A spelling file in SCID's format.")
    Path spelling;

    @Option(names = "--into", paramLabel = "NAME", description = "The spelling to merge the --variant names into.")
    String into;

    @Option(names = "--variant", paramLabel = "NAME", description = "A spelling to merge into --into (repeatable).")
    List<String> variants = new ArrayList<>();

    @Option(names = "--merge-all", description = "Merge every group listed into its suggested spelling.")
    boolean mergeAll;

    @Mixin
    ThreadsOption threads;

    @Mixin
    JsonOption jsonOutput;

    @Override
    public Integer call() throws Exception {
        if ((into == null) != variants.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--into and --variant go together");
        }
        if (into != null && mergeAll) {
            throw new ParameterException(spec.commandLine(), "--merge-all merges every group; --into merges the --variant names: one or the other");
        }
        SpellingFile spellings = null;
        if (spelling != null) {
            ImportCommand.requireReadableFile(spelling);
            spellings = SpellingFile.read(spelling);
        }
        try (OpeningDatabase opened = database.openExisting()) {
            List<NameVariants> groups = opened.nameVariants(kind, spellings);
            ImportOptions options = new ImportOptions(threads.count(), ImportOptions.DEFAULT_BATCH_GAMES);
            long renamed = 0;
            if (into != null) {
                renamed = opened.mergeNames(kind, into, new LinkedHashSet<>(variants), options, ImportListener.NONE);
            } else if (mergeAll) {
                for (NameVariants group : groups) {
                    Set<String> names = new LinkedHashSet<>();
                    group.names().forEach(name -> names.add(name.name()));
                    renamed += opened.mergeNames(kind, group.suggested(), names, options, ImportListener.NONE);
                }
            }
            print(groups, renamed);
        }
        return RookeryCommand.EXIT_OK;
    }

    private void print(List<NameVariants> groups, long renamed) {
        PrintWriter out = spec.commandLine().getOut();
        boolean merged = into != null || mergeAll;
        if (jsonOutput.json) {
            out.println(JsonText.of(json -> {
                json.writeStartObject();
                json.writeStringField("kind", kind.name().toLowerCase(Locale.ROOT));
                json.writeArrayFieldStart("groups");
                for (NameVariants group : groups) {
                    json.writeStartObject();
                    json.writeStringField("suggested", group.suggested());
                    json.writeArrayFieldStart("names");
                    for (NameCount name : group.names()) {
                        json.writeStartObject();
                        json.writeStringField("name", name.name());
                        json.writeNumberField("games", name.games());
                        json.writeEndObject();
                    }
                    json.writeEndArray();
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeNumberField("renamed", renamed);
                json.writeEndObject();
            }));
        } else {
            out.printf("%d names spelt in several ways%n", groups.size());
            for (NameVariants group : groups) {
                out.printf("%s%n", group.suggested());
                for (NameCount name : group.names()) {
                    out.printf("  %6d  %s%n", name.games(), name.name());
                }
            }
            if (merged) {
                out.printf("renamed %d games%n", renamed);
            }
        }
        out.flush();
    }
}
