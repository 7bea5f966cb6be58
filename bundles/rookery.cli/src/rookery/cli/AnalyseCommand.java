package rookery.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Position;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisListener;
import rookery.engine.AnalysisOptions;
import rookery.engine.BestMove;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.Limits;

@Command(footer = "--json prints only the final result: {\"lines\":[{\"multipv\":1,\"depth\":N,\"score\":{\"cp\":N},\"nodes\":N,\"pv\":[SAN...]}],\"nps\":N,\"bestmove\":SAN}.",
        name = "analyse", aliases = "analyze", mixinStandardHelpOptions = true,
        description = {"Analyses a position with the built-in engine or an external UCI engine, printing the lines (SAN)",
                "as they deepen. Without a limit it searches for 3 seconds. Ctrl-C stops it (and the engine process)."})
final class AnalyseCommand implements Callable<Integer> {

    private static final long DEFAULT_MOVETIME = 3000;

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    @Mixin
    SearchLimitOptions limits;

    @Option(names = "--multipv", paramLabel = "K", description = "Number of best lines (default: ${DEFAULT-VALUE}).")
    int multiPv = 1;

    @Option(names = "--threads", paramLabel = "T", description = "Search threads (default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Mixin
    EngineOptions engine;

    @Mixin
    JsonOption jsonOutput;

    @Override
    public Integer call() throws InterruptedException {
        if (multiPv < 1 || threads < 1) {
            throw new ParameterException(spec.commandLine(), "--multipv and --threads must be at least 1");
        }
        Position position = this.position.position();
        Limits searchLimits = limits.limits(Limits.moveTime(DEFAULT_MOVETIME));
        Map<Integer, AnalysisLine> latest = new TreeMap<>();
        BestMove[] best = new BestMove[1];
        EngineException[] failure = new EngineException[1];
        Engine engine = this.engine.open();
        Thread closer = new Thread(engine::close, "rookery-analyse-shutdown");
        Runtime.getRuntime().addShutdownHook(closer);
        try {
            engine.start(position, searchLimits, new AnalysisOptions(multiPv, threads, this.engine.hashMb()), new AnalysisListener() {
                @Override
                public void onLine(AnalysisLine line) {
                    synchronized (latest) {
                        latest.put(line.multiPv(), line);
                    }
                    if (!jsonOutput.json) {
                        print(position, line);
                    }
                }

                @Override
                public void onFinished(BestMove move) {
                    best[0] = move;
                }

                @Override
                public void onError(EngineException error) {
                    failure[0] = error;
                }
            });
            while (!engine.awaitFinished(1000)) {
                // The limits end the search; Ctrl-C ends the program and the hook stops the engine.
            }
        } finally {
            engine.close();
            Runtime.getRuntime().removeShutdownHook(closer);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        synchronized (latest) {
            printResult(position, new ArrayList<>(latest.values()), best[0]);
        }
        return RookeryCommand.EXIT_OK;
    }

    private synchronized void print(Position position, AnalysisLine line) {
        String pv = EngineText.numbered(position, EngineText.san(position, line.pv()));
        String index = multiPv > 1 ? "[" + line.multiPv() + "] " : "";
        System.out.printf("%sdepth %d/%d  %s  nodes %d  nps %d  %.1fs  %s%n", index, line.depth(), line.selDepth(),
                EngineText.score(line.score()), line.nodes(), line.nps(), line.timeMillis() / 1000.0, pv);
        System.out.flush();
    }

    private void printResult(Position position, List<AnalysisLine> lines, BestMove best) {
        String bestSan = best == null || best.move() == rookery.chess.Move.NONE ? null
                : EngineText.san(position, List.of(best.move())).stream().findFirst().orElse(null);
        long nps = lines.isEmpty() ? 0 : lines.get(0).nps();
        if (!jsonOutput.json) {
            System.out.println("bestmove " + (bestSan == null ? "(none)" : bestSan));
            return;
        }
        System.out.println(JsonText.of(out -> {
            out.writeStartObject();
            out.writeArrayFieldStart("lines");
            for (AnalysisLine line : lines) {
                out.writeStartObject();
                out.writeNumberField("multipv", line.multiPv());
                out.writeNumberField("depth", line.depth());
                out.writeNumberField("seldepth", line.selDepth());
                out.writeFieldName("score");
                EngineText.score(out, line.score());
                out.writeNumberField("nodes", line.nodes());
                out.writeNumberField("time_ms", line.timeMillis());
                out.writeArrayFieldStart("pv");
                for (String san : EngineText.san(position, line.pv())) {
                    out.writeString(san);
                }
                out.writeEndArray();
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeNumberField("nps", nps);
            out.writeStringField("bestmove", bestSan);
            out.writeEndObject();
        }));
    }
}
