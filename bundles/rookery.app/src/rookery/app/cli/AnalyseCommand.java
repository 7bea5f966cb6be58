package rookery.app.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Fen;
import rookery.chess.FenException;
import rookery.chess.InvalidPositionException;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Uci;
import rookery.chess.Variant;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisListener;
import rookery.engine.AnalysisOptions;
import rookery.engine.BestMove;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.Engines;
import rookery.engine.Limits;

@Command(name = "analyse", aliases = "analyze", mixinStandardHelpOptions = true,
        description = {"Analyses a position with the built-in engine or an external UCI engine, printing the lines (SAN)",
                "as they deepen. Without a limit it searches for 3 seconds. Ctrl-C stops it (and the engine process)."})
final class AnalyseCommand implements Callable<Integer> {

    private static final long DEFAULT_MOVETIME = 3000;

    @Spec
    CommandSpec spec;

    @Option(names = "--fen", paramLabel = "FEN", description = "The position (default: the start position).")
    String fen;

    @Option(names = "--moves", paramLabel = "MOVES", description = "Moves played from there, SAN or UCI, separated by spaces, e.g. \"e4 e5 Nf3\".")
    String moves;

    @Option(names = "--chess960", description = "Chess960 rules (castling rooks from the FEN).")
    boolean chess960;

    @Option(names = "--depth", paramLabel = "N", description = "Search to this depth.")
    int depth;

    @Option(names = "--movetime", paramLabel = "MS", description = "Search this long (default " + DEFAULT_MOVETIME + " ms when no limit is given).")
    long movetime;

    @Option(names = "--nodes", paramLabel = "N", description = "Search this many nodes.")
    long nodes;

    @Option(names = "--multipv", paramLabel = "K", description = "Number of best lines (default: ${DEFAULT-VALUE}).")
    int multiPv = 1;

    @Option(names = "--threads", paramLabel = "T", description = "Search threads (default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(names = "--hash", paramLabel = "MB", description = "Hash table size (default: ${DEFAULT-VALUE}).")
    int hashMb = 64;

    @Option(names = "--engine", paramLabel = "builtin|PATH", description = "The engine: builtin (default) or the path of a UCI engine.")
    String engineSpec = Engines.BUILTIN;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "An engine option, e.g. --option \"Skill Level=5\" (repeatable).")
    Map<String, String> engineOptions = new LinkedHashMap<>();

    @Option(names = "--json", description = "Print only the final result: {\"lines\":[{\"multipv\":1,\"depth\":N,\"score\":{\"cp\":N},\"nodes\":N,\"pv\":[SAN...]}],\"nps\":N,\"bestmove\":SAN}.")
    boolean json;

    @Override
    public Integer call() throws InterruptedException {
        if (depth < 0 || movetime < 0 || nodes < 0) {
            throw new ParameterException(spec.commandLine(), "--depth, --movetime and --nodes cannot be negative");
        }
        if (multiPv < 1 || threads < 1 || hashMb < 1) {
            throw new ParameterException(spec.commandLine(), "--multipv, --threads and --hash must be at least 1");
        }
        Position position = position();
        Limits limits = new Limits(depth, nodes, movetime, null, false, false, 0, List.of());
        if (depth == 0 && nodes == 0 && movetime == 0) {
            limits = Limits.moveTime(DEFAULT_MOVETIME);
        }
        Map<Integer, AnalysisLine> latest = new TreeMap<>();
        BestMove[] best = new BestMove[1];
        EngineException[] failure = new EngineException[1];
        Engine engine = Engines.open(engineSpec);
        Thread closer = new Thread(engine::close, "rookery-analyse-shutdown");
        Runtime.getRuntime().addShutdownHook(closer);
        try {
            for (Map.Entry<String, String> option : engineOptions.entrySet()) {
                engine.setOption(option.getKey(), option.getValue());
            }
            engine.start(position, limits, new AnalysisOptions(multiPv, threads, hashMb), new AnalysisListener() {
                @Override
                public void onLine(AnalysisLine line) {
                    synchronized (latest) {
                        latest.put(line.multiPv(), line);
                    }
                    if (!json) {
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

    private Position position() {
        Variant variant = chess960 ? Variant.CHESS960 : Variant.STANDARD;
        Position position;
        try {
            position = Position.fromSetup(Fen.parse(fen == null ? Fen.STANDARD : fen), variant);
        } catch (FenException | InvalidPositionException e) {
            throw new ParameterException(spec.commandLine(), "bad --fen '" + fen + "': " + e.getMessage());
        }
        if (moves != null && !moves.isBlank()) {
            String[] tokens = moves.trim().split("\\s+");
            for (int i = 0; i < tokens.length; i++) {
                position.play(parseMove(position, tokens[i], i + 1));
            }
        }
        return position;
    }

    private int parseMove(Position position, String token, int index) {
        try {
            return San.parse(position, token);
        } catch (IllegalArgumentException notSan) {
            try {
                return Uci.parse(position, token);
            } catch (IllegalArgumentException notUci) {
                throw new ParameterException(spec.commandLine(),
                        "--moves: move " + index + " '" + token + "' is not legal in " + position.fen() + " (" + notSan.getMessage() + ")");
            }
        }
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
        if (!json) {
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
