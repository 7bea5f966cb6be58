package rookery.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.core.JsonGenerator;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Epd;
import rookery.chess.EpdRecord;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Variant;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisListener;
import rookery.engine.AnalysisOptions;
import rookery.engine.BestMove;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.Limits;

@Command(footer = "--json prints {\"total\":N,\"solved\":N,\"points\":N,\"max_points\":N,\"ms\":T,\"failures\":[{\"id\",\"fen\",\"expected\",\"avoid\",\"got\"}]}.",
        name = "epd", mixinStandardHelpOptions = true,
        description = {"Runs an EPD test suite: the engine's move is right when it is one of the best moves (bm) and none",
                "of the moves to avoid (am). Suites with points per move in c0 (\"f5=10, Be5+=2\", like STS) are also scored.",
                "Prints solved/total, the points, and the failures. Exit 0 when the suite ran, 1 on an engine or file error."})
final class EpdCommand implements Callable<Integer> {

    private static final long DEFAULT_MOVETIME = 1000;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The EPD file.")
    Path file;

    @Mixin
    SearchLimitOptions limits;

    @Option(names = "--threads", paramLabel = "T", description = "Search threads (default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Mixin
    EngineOptions engine;

    @Option(names = "--limit", paramLabel = "N", description = "Only the first N positions.")
    int limit;

    @Mixin
    JsonOption jsonOutput;

    @Mixin
    ProgressOption progress;

    record Failure(String id, String fen, List<String> expected, List<String> avoid, String got) {
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (threads < 1 || limit < 0) {
            throw new ParameterException(spec.commandLine(), "--threads must be positive and --limit not negative");
        }
        Limits searchLimits = limits.limits(Limits.moveTime(DEFAULT_MOVETIME));
        if (!Files.isRegularFile(file)) {
            throw new NoSuchFileException(file.toString(), null, "no such EPD file");
        }
        List<EpdRecord> records = Epd.read(file, Variant.STANDARD);
        if (limit > 0 && records.size() > limit) {
            records = records.subList(0, limit);
        }
        AnalysisOptions options = new AnalysisOptions(1, threads, engine.hashMb());
        ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "epd " + file.getFileName(), records.size(), progress.progress);
        List<Failure> failures = new ArrayList<>();
        int solved = 0;
        int scored = 0;
        long points = 0;
        long maxPoints = 0;
        Engine engine = this.engine.open();
        Thread closer = new Thread(engine::close, "rookery-epd-shutdown");
        Runtime.getRuntime().addShutdownHook(closer);
        long start = System.nanoTime();
        try {
            engine.warmUp();
            for (int i = 0; i < records.size(); i++) {
                EpdRecord record = records.get(i);
                Position position = record.position();
                int move = bestMove(engine, position, searchLimits, options);
                int[] best = record.bestMoves();
                int[] avoid = record.avoidMoves();
                Map<Integer, Integer> pointsByMove = points(record, position);
                if (!pointsByMove.isEmpty()) {
                    scored++;
                    points += pointsByMove.getOrDefault(move, 0);
                    maxPoints += pointsByMove.values().stream().mapToInt(Integer::intValue).max().orElse(0);
                }
                boolean right = (best.length == 0 || contains(best, move)) && !contains(avoid, move) && (best.length > 0 || avoid.length > 0);
                if (right) {
                    solved++;
                } else if (best.length > 0 || avoid.length > 0) {
                    failures.add(new Failure(record.id() == null ? "line " + (i + 1) : record.id(), position.fen(), san(position, best),
                            san(position, avoid), move == Move.NONE ? null : San.format(position, move)));
                }
                bar.show(i + 1, "solved " + solved);
            }
        } finally {
            engine.close();
            Runtime.getRuntime().removeShutdownHook(closer);
            bar.clear();
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        print(records.size(), solved, scored, points, maxPoints, failures, ms, engine.name());
        return RookeryCommand.EXIT_OK;
    }

    private static int bestMove(Engine engine, Position position, Limits limits, AnalysisOptions options) throws InterruptedException {
        int[] move = {Move.NONE};
        EngineException[] failure = new EngineException[1];
        engine.newGame();
        engine.start(position, limits, options, new AnalysisListener() {
            @Override
            public void onLine(AnalysisLine line) {
            }

            @Override
            public void onFinished(BestMove best) {
                move[0] = best.move();
            }

            @Override
            public void onError(EngineException error) {
                failure[0] = error;
            }
        });
        while (!engine.awaitFinished(1000)) {
            // Limits end each search; Ctrl-C ends the program and the shutdown hook stops the engine.
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        return move[0];
    }

    /** STS-style points from c0: "f5=10, Be5+=2, Bf2=3"; empty when c0 is not of that form. */
    static Map<Integer, Integer> points(EpdRecord record, Position position) {
        Map<Integer, Integer> points = new LinkedHashMap<>();
        String comment = record.comment(0);
        if (comment == null || !comment.contains("=")) {
            return points;
        }
        for (String entry : comment.split(",")) {
            String[] parts = entry.trim().split("=");
            if (parts.length != 2) {
                return Map.of();
            }
            try {
                points.put(San.parse(position, parts[0].trim()), Integer.parseInt(parts[1].trim()));
            } catch (IllegalArgumentException e) {
                return Map.of();
            }
        }
        return points;
    }

    private static boolean contains(int[] moves, int move) {
        return Arrays.stream(moves).anyMatch(m -> m == move);
    }

    private static List<String> san(Position position, int[] moves) {
        return Arrays.stream(moves).mapToObj(m -> San.format(position, m)).toList();
    }

    private void print(int total, int solved, int scored, long points, long maxPoints, List<Failure> failures, long ms, String engineName) {
        if (jsonOutput.json) {
            System.out.println(JsonText.of(out -> {
                out.writeStartObject();
                out.writeStringField("file", file.toString());
                out.writeStringField("engine", engineName);
                out.writeNumberField("total", total);
                out.writeNumberField("solved", solved);
                if (scored > 0) {
                    out.writeNumberField("points", points);
                    out.writeNumberField("max_points", maxPoints);
                }
                out.writeNumberField("ms", ms);
                out.writeArrayFieldStart("failures");
                for (Failure failure : failures) {
                    out.writeStartObject();
                    out.writeStringField("id", failure.id());
                    out.writeStringField("fen", failure.fen());
                    strings(out, "expected", failure.expected());
                    strings(out, "avoid", failure.avoid());
                    out.writeStringField("got", failure.got());
                    out.writeEndObject();
                }
                out.writeEndArray();
                out.writeEndObject();
            }));
            return;
        }
        for (Failure failure : failures) {
            System.out.printf("failed %-28s got %-8s expected %s%s%n", failure.id(), failure.got(), String.join(" ", failure.expected()),
                    failure.avoid().isEmpty() ? "" : " avoid " + String.join(" ", failure.avoid()));
        }
        System.out.printf("solved %d/%d (%.1f%%)%n", solved, total, 100.0 * solved / Math.max(1, total));
        if (scored > 0) {
            System.out.printf("points %d/%d (%.1f%%) over %d scored positions%n", points, maxPoints, 100.0 * points / Math.max(1, maxPoints), scored);
        }
        System.out.printf("time %.1f s, engine %s%n", ms / 1000.0, engineName);
    }

    private static void strings(JsonGenerator out, String name, List<String> values) throws IOException {
        out.writeArrayFieldStart(name);
        for (String value : values) {
            out.writeString(value);
        }
        out.writeEndArray();
    }
}
