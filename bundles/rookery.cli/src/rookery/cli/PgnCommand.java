package rookery.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.pgn.PgnDiagnostic;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnHandler;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRejection;

@Command(name = "pgn", mixinStandardHelpOptions = true, description = "Works on PGN files.",
        subcommands = {PgnCommand.Check.class, PgnPositionsCommand.class})
final class PgnCommand extends CommandGroup {

    @Command(footer = "--json prints {\"games\":N,\"valid\":N,\"rejected\":N,\"plies\":N,\"ms\":T,\"errors\":[...],\"reasons\":{...}}.",
            name = "check", mixinStandardHelpOptions = true,
            description = {"Parses every game and validates every move, variations included.",
                    "Reports games, plies, the first diagnostics (file, game, line, column, token, reason), a count by reason "
                            + "and the throughput. Exit 0 when every game is valid, 1 when a game is rejected or a file cannot be read."})
    static final class Check implements Callable<Integer> {

        private static final byte[] GAME_SEPARATOR = {'\n', '\n'};

        @Spec
        CommandSpec spec;

        @Parameters(arity = "1..*", paramLabel = "FILE", description = "PGN files, plain, gzip or Zstandard (.pgn.zst), told by their first bytes.")
        List<Path> files;

        @Mixin
        ThreadsOption threads;

        @Option(names = "--errors", paramLabel = "N", description = "How many diagnostics to print (default: ${DEFAULT-VALUE}).")
        int maxErrors = 20;

        @Option(names = "--rejects", paramLabel = "FILE", description = "Write every rejected game verbatim to this file.")
        Path rejects;

        @Mixin
        JsonOption jsonOutput;

        @Mixin
        ProgressOption progress;

        private long valid;
        private long rejected;
        private long plies;
        private long bytesRead;
        private final List<PgnDiagnostic> errors = new ArrayList<>();
        private final Map<PgnDiagnostic.Reason, Long> reasons = new EnumMap<>(PgnDiagnostic.Reason.class);

        @Override
        public Integer call() throws IOException {
            if (maxErrors < 0) {
                throw new ParameterException(spec.commandLine(), "--errors must not be negative, not " + maxErrors);
            }
            long totalBytes = 0;
            for (Path file : files) {
                if (!Files.isReadable(file) || Files.isDirectory(file)) {
                    throw new NoSuchFileException(file.toString(), null, "not a readable file");
                }
                totalBytes += Files.size(file);
            }
            Progress bar = progress.shown() ? new Progress(spec.commandLine().getErr(), totalBytes) : null;
            long start = System.nanoTime();
            try (OutputStream rejectFile = rejects == null ? null : Files.newOutputStream(rejects)) {
                long doneBytes = 0;
                for (Path file : files) {
                    check(file, rejectFile, bar, doneBytes);
                    doneBytes += Files.size(file);
                }
            }
            long ms = (System.nanoTime() - start) / 1_000_000;
            if (bar != null) {
                bar.clear();
            }
            print(ms, bytesRead);
            return rejected == 0 ? RookeryCommand.EXIT_OK : RookeryCommand.EXIT_FAILURE;
        }

        private void check(Path file, OutputStream rejectFile, Progress bar, long doneBytes) throws IOException {
            try (PgnReader reader = PgnReader.open(file, PgnOptions.defaults().withMainlineOnly(true))) {
                reader.forEachParallel(threads.count(), new PgnHandler() {
                    @Override
                    public void game(PgnGame game) {
                        valid++;
                        plies += game.plies();
                        tick();
                    }

                    @Override
                    public void rejected(PgnRejection rejection) {
                        rejected++;
                        PgnDiagnostic diagnostic = rejection.diagnostic();
                        reasons.merge(diagnostic.reason(), 1L, Long::sum);
                        if (errors.size() < maxErrors) {
                            errors.add(diagnostic);
                        }
                        if (rejectFile != null) {
                            try {
                                rejectFile.write(rejection.bytes());
                                rejectFile.write(GAME_SEPARATOR);
                            } catch (IOException e) {
                                throw new UncheckedIOException("cannot write " + rejects + ": " + e.getMessage(), e);
                            }
                        }
                        tick();
                    }

                    private void tick() {
                        if (bar != null && (valid + rejected) % 256 == 0) {
                            bar.show(file, doneBytes + reader.bytesRead(), valid + rejected);
                        }
                    }
                });
                bytesRead += reader.bytesRead();
            }
        }

        private void print(long ms, long bytes) {
            PrintWriter out = spec.commandLine().getOut();
            long games = valid + rejected;
            if (jsonOutput.json) {
                out.println(JsonText.of(line -> {
                    line.writeStartObject();
                    line.writeNumberField("games", games);
                    line.writeNumberField("valid", valid);
                    line.writeNumberField("rejected", rejected);
                    line.writeNumberField("plies", plies);
                    line.writeNumberField("ms", ms);
                    line.writeArrayFieldStart("errors");
                    for (PgnDiagnostic error : errors) {
                        line.writeStartObject();
                        line.writeStringField("file", error.source());
                        line.writeNumberField("game", error.game());
                        line.writeNumberField("line", error.line());
                        line.writeNumberField("column", error.column());
                        line.writeStringField("token", error.token());
                        line.writeStringField("reason", error.reason().name());
                        line.writeStringField("message", error.message());
                        line.writeEndObject();
                    }
                    line.writeEndArray();
                    line.writeObjectFieldStart("reasons");
                    for (Map.Entry<PgnDiagnostic.Reason, Long> entry : reasons.entrySet()) {
                        line.writeNumberField(entry.getKey().name(), entry.getValue());
                    }
                    line.writeEndObject();
                    line.writeEndObject();
                }));
            } else {
                for (PgnDiagnostic error : errors) {
                    out.println(error + " [" + error.reason() + ", token '" + error.token() + "']");
                }
                if (rejected > errors.size()) {
                    out.println("... and " + (rejected - errors.size()) + " more rejected games");
                }
                out.printf("games    %d (%d valid, %d rejected)%n", games, valid, rejected);
                out.printf("plies    %d%n", plies);
                reasons.forEach((reason, count) -> out.printf("rejected %-22s %d%n", reason, count));
                double seconds = Math.max(ms, 1) / 1000.0;
                out.printf("time     %d ms: %.0f games/s, %.0f plies/s, %.1f MB/s, threads %d%n", ms, games / seconds, plies / seconds,
                        bytes / seconds / 1e6, threads.count());
            }
            out.flush();
        }
    }

    /** A one-line progress report on standard error, rewritten in place. */
    private static final class Progress {
        private final PrintWriter err;
        private final long totalBytes;
        private long lastShown;

        Progress(PrintWriter err, long totalBytes) {
            this.err = err;
            this.totalBytes = Math.max(1, totalBytes);
        }

        void show(Path file, long bytes, long games) {
            long now = System.nanoTime();
            if (now - lastShown < 200_000_000L) {
                return;
            }
            lastShown = now;
            err.printf("\r\033[Kpgn check %s: %3d%% %d games", file.getFileName(), Math.min(100, bytes * 100 / totalBytes), games);
            err.flush();
        }

        void clear() {
            err.print("\r\033[K");
            err.flush();
        }
    }
}
