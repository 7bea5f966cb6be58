package rookery.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
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
import rookery.chess.Epd;
import rookery.chess.Variant;
import rookery.database.DatabaseSettings;
import rookery.database.ImportOptions;
import rookery.database.ImportSummary;
import rookery.database.OpeningDatabase;
import rookery.database.eco.EcoTable;
import rookery.engine.Bench;
import rookery.tablebase.syzygy.SyzygyTablebases;

@Command(footer = {"--json prints {\"positions\":N,\"depth\":N,\"nodes\":N,\"ms\":T,\"nps\":N}; with --syzygy",
            "{\"positions\":N,\"depth\":N,\"runs\":[{\"npsWithout\":N,\"npsWith\":N,\"tbhits\":N,\"cpuNpsWithout\":N,\"cpuNpsWith\":N},...],",
            "\"medianWithout\":N,\"medianWith\":N,\"ratio\":R,\"cpuMedianWithout\":N,\"cpuMedianWith\":N,\"cpuRatio\":R} (cpu: per second of the",
            "search thread's processor time, steadier than the elapsed time on a busy machine);",
            "with --import {\"file\":F,\"passes\":[{\"games\":N,\"ms\":T,\"gamesPerSecond\":N},...]}."},
        name = "bench", mixinStandardHelpOptions = true,
        description = {"Searches a fixed set of 30 positions to a fixed depth with a cleared hash and prints the nodes",
                "and the speed, like Stockfish's bench: with one thread the node count is a signature of the search.",
                "With --import FILE it imports the PGN file into a new temporary database --passes times in one process",
                "instead, and prints the games per second of each pass: the first includes the JIT's warm-up.",
                "With --syzygy DIR it runs the search --runs times without the Syzygy tables and as often with them, alternately",
                "in one process after an untimed run of each, and prints each run's speed, the medians and their ratio (with / without)."})
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

    @Option(names = "--syzygy", paramLabel = "DIR[:DIR]", description = "Compare the speed with these Syzygy tables against the speed without them.")
    String syzygyPath;

    @Option(names = "--runs", paramLabel = "N", description = "With --syzygy: runs of each configuration, alternating (default: ${DEFAULT-VALUE}).")
    int runs = 5;

    @Option(names = "--positions", paramLabel = "FILE", description = "Search the positions of this EPD file instead of the built-in ones.")
    Path positionsFile;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() throws InterruptedException, IOException, SQLException {
        if (importFile != null) {
            return benchImport();
        }
        if (depth < 1 || depth > 64 || threads < 1 || hashMb < 1 || runs < 1) {
            throw new ParameterException(spec.commandLine(), "--depth must be 1..64; --threads, --hash and --runs at least 1");
        }
        List<String> positions = positions();
        if (syzygyPath != null) {
            return compareSyzygy(positions);
        }
        List<Bench.Entry> entries = run(positions, "", "bench");
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

    private List<String> positions() throws IOException {
        if (positionsFile == null) {
            return Bench.POSITIONS;
        }
        ImportCommand.requireReadableFile(positionsFile);
        List<String> fens = Epd.read(positionsFile, Variant.STANDARD).stream().map(record -> record.position().fen()).toList();
        if (fens.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--positions: " + positionsFile + " has no positions");
        }
        return fens;
    }

    private List<Bench.Entry> run(List<String> positions, String syzygy, String label) throws InterruptedException {
        ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), label, positions.size(), progress.progress);
        try {
            java.util.Map<String, String> with = new java.util.LinkedHashMap<>(options);
            with.put("SyzygyPath", syzygy);
            return Bench.run(positions, depth, threads, hashMb, with, done -> bar.show(done, ""));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), (syzygy.isEmpty() ? "--option: " : "--syzygy or --option: ") + e.getMessage(), e);
        } finally {
            bar.clear();
        }
    }

    private static long nps(List<Bench.Entry> entries) {
        long nodes = entries.stream().mapToLong(Bench.Entry::nodes).sum();
        return nodes * 1000 / Math.max(1, entries.stream().mapToLong(Bench.Entry::millis).sum());
    }

    /** Nodes per second of the search thread's processor time. */
    private static long cpuNps(List<Bench.Entry> entries) {
        long nodes = entries.stream().mapToLong(Bench.Entry::nodes).sum();
        return nodes * 1000 / Math.max(1, entries.stream().mapToLong(Bench.Entry::cpuMillis).sum());
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted.length % 2 == 1 ? sorted[sorted.length / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    }

    /** Alternates runs without and with the tables, so that both see the same load of the machine. */
    private int compareSyzygy(List<String> positions) throws InterruptedException {
        try {
            SyzygyTablebases.open(syzygyPath);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "--syzygy: " + e.getMessage(), e);
        }
        long[] without = new long[runs];
        long[] with = new long[runs];
        long[] cpuWithout = new long[runs];
        long[] cpuWith = new long[runs];
        long[] tbHits = new long[runs];
        // An untimed run of each first: the JIT compiles the search (and the probes) during the first one.
        run(positions, "", "warm-up without");
        run(positions, syzygyPath, "warm-up with");
        for (int run = 0; run < runs; run++) {
            List<Bench.Entry> plain = run(positions, "", "run " + (run + 1) + " without");
            without[run] = nps(plain);
            cpuWithout[run] = cpuNps(plain);
            List<Bench.Entry> tabled = run(positions, syzygyPath, "run " + (run + 1) + " with");
            with[run] = nps(tabled);
            cpuWith[run] = cpuNps(tabled);
            tbHits[run] = tabled.stream().mapToLong(Bench.Entry::tbHits).sum();
            if (!jsonOutput.json) {
                System.out.printf("run %2d: %9d nps without, %9d nps with the tables (%d tbhits); per processor second %d and %d%n", run + 1,
                        without[run], with[run], tbHits[run], cpuWithout[run], cpuWith[run]);
            }
        }
        long medianWithout = median(without);
        long medianWith = median(with);
        double ratio = (double) medianWith / Math.max(1, medianWithout);
        long medianCpuWithout = median(cpuWithout);
        long medianCpuWith = median(cpuWith);
        double cpuRatio = (double) medianCpuWith / Math.max(1, medianCpuWithout);
        if (jsonOutput.json) {
            System.out.println(JsonText.of(line -> {
                line.writeStartObject();
                line.writeNumberField("positions", positions.size());
                line.writeNumberField("depth", depth);
                line.writeArrayFieldStart("runs");
                for (int run = 0; run < runs; run++) {
                    line.writeStartObject();
                    line.writeNumberField("npsWithout", without[run]);
                    line.writeNumberField("npsWith", with[run]);
                    line.writeNumberField("tbhits", tbHits[run]);
                    line.writeNumberField("cpuNpsWithout", cpuWithout[run]);
                    line.writeNumberField("cpuNpsWith", cpuWith[run]);
                    line.writeEndObject();
                }
                line.writeEndArray();
                line.writeNumberField("medianWithout", medianWithout);
                line.writeNumberField("medianWith", medianWith);
                line.writeNumberField("ratio", Math.round(ratio * 1000) / 1000.0);
                line.writeNumberField("cpuMedianWithout", medianCpuWithout);
                line.writeNumberField("cpuMedianWith", medianCpuWith);
                line.writeNumberField("cpuRatio", Math.round(cpuRatio * 1000) / 1000.0);
                line.writeEndObject();
            }));
        } else {
            System.out.printf("median nps: %d without, %d with the tables: %.3fx%n", medianWithout, medianWith, ratio);
            System.out.printf("median nps per processor second: %d without, %d with the tables: %.3fx%n", medianCpuWithout, medianCpuWith, cpuRatio);
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
