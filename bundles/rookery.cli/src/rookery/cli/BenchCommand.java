package rookery.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.database.DatabaseSettings;
import rookery.database.ImportOptions;
import rookery.database.ImportSummary;
import rookery.database.OpeningDatabase;
import rookery.database.eco.EcoTable;
import rookery.engine.Bench;

@Command(footer = {"--json prints {\"positions\":N,\"depth\":N,\"nodes\":N,\"ms\":T,\"nps\":N}; with --import",
            "{\"file\":F,\"passes\":[{\"games\":N,\"ms\":T,\"gamesPerSecond\":N},...]}."},
        name = "bench", mixinStandardHelpOptions = true,
        description = {"Searches a fixed set of 30 positions to a fixed depth with a cleared hash and prints the nodes",
                "and the speed, like Stockfish's bench: with one thread the node count is a signature of the search.",
                "With --import FILE it imports the PGN file into a new temporary database --passes times in one process",
                "instead, and prints the games per second of each pass: the first includes the JIT's warm-up."})
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--depth", paramLabel = "N", description = "Depth per position (default: ${DEFAULT-VALUE}).")
    int depth = 13;

    @Option(names = "--threads", paramLabel = "T", description = "Search threads (default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(names = "--hash", paramLabel = "MB", description = "Hash table size (default: ${DEFAULT-VALUE}).")
    int hashMb = 16;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "A built-in engine option, e.g. --option Evaluation=nnue (repeatable).")
    java.util.Map<String, String> options = new java.util.LinkedHashMap<>();

    @Mixin
    JsonOption jsonOutput;

    @Option(names = "--import", paramLabel = "FILE", description = "Benchmark importing this PGN file instead of searching.")
    Path importFile;

    @Option(names = "--passes", paramLabel = "N", description = "Imports of the --import file (default: ${DEFAULT-VALUE}).")
    int passes = 3;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() throws InterruptedException, IOException, SQLException {
        if (importFile != null) {
            return benchImport();
        }
        if (depth < 1 || depth > 64 || threads < 1 || hashMb < 1) {
            throw new ParameterException(spec.commandLine(), "--depth must be 1..64; --threads and --hash at least 1");
        }
        ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "bench", Bench.POSITIONS.size(), progress.progress);
        List<Bench.Entry> entries;
        try {
            entries = Bench.run(depth, threads, hashMb, options, done -> bar.show(done, ""));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--option: " + e.getMessage());
        }
        bar.clear();
        long nodes = entries.stream().mapToLong(Bench.Entry::nodes).sum();
        long millis = Math.max(1, entries.stream().mapToLong(Bench.Entry::millis).sum());
        long nps = nodes * 1000 / millis;
        if (jsonOutput.json) {
            System.out.println(JsonText.of(line -> {
                line.writeStartObject();
                line.writeNumberField("positions", entries.size());
                line.writeNumberField("depth", depth);
                line.writeNumberField("threads", threads);
                line.writeNumberField("nodes", nodes);
                line.writeNumberField("ms", millis);
                line.writeNumberField("nps", nps);
                line.writeEndObject();
            }));
        } else {
            for (int i = 0; i < entries.size(); i++) {
                Bench.Entry entry = entries.get(i);
                System.out.printf("%2d %10d nodes %6d ms  %s%n", i + 1, entry.nodes(), entry.millis(), entry.fen());
            }
            System.out.printf("Total time (ms) : %d%nNodes searched  : %d%nNodes/second    : %d%n", millis, nodes, nps);
        }
        return RookeryCommand.EXIT_OK;
    }

    private int benchImport() throws IOException, SQLException {
        if (passes < 1) {
            throw new ParameterException(spec.commandLine(), "--passes must be at least 1, not " + passes);
        }
        ImportCommand.requireReadableFile(importFile);
        List<long[]> results = new ArrayList<>();
        try (StopOnInterrupt stop = new StopOnInterrupt("rookery-bench-stop")) {
            for (int pass = 1; pass <= passes && !stop.requested(); pass++) {
                Path scratch = Files.createTempDirectory("rookery-bench");
                try (OpeningDatabase database = OpeningDatabase.open(scratch.resolve("db"), DatabaseSettings.DEFAULT, EcoTable.builtIn())) {
                    ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "pass " + pass, Math.max(1, Files.size(importFile)),
                            progress.progress);
                    ImportSummary summary = database.importFiles(List.of(importFile), ImportOptions.defaults(),
                            stop.importListener(report -> bar.show(report.bytesRead(), String.format("%d games", report.imported()))));
                    bar.clear();
                    if (summary.cancelled()) {
                        return RookeryCommand.EXIT_FAILURE;
                    }
                    long millis = Math.max(1, summary.elapsedNanos() / 1_000_000);
                    long gamesPerSecond = summary.imported() * 1000 / millis;
                    if (jsonOutput.json) {
                        results.add(new long[] {summary.imported(), millis, gamesPerSecond});
                    } else {
                        System.out.printf("pass %2d: %d games in %d ms, %d games/s%n", pass, summary.imported(), millis, gamesPerSecond);
                    }
                } finally {
                    deleteTree(scratch);
                }
            }
        }
        if (jsonOutput.json) {
            System.out.println(JsonText.of(line -> {
                line.writeStartObject();
                line.writeStringField("file", importFile.toString());
                line.writeArrayFieldStart("passes");
                for (long[] pass : results) {
                    line.writeStartObject();
                    line.writeNumberField("games", pass[0]);
                    line.writeNumberField("ms", pass[1]);
                    line.writeNumberField("gamesPerSecond", pass[2]);
                    line.writeEndObject();
                }
                line.writeEndArray();
                line.writeEndObject();
            }));
        }
        return RookeryCommand.EXIT_OK;
    }

    private static void deleteTree(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
