package rookery.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Perft;
import rookery.chess.Position;

@Command(footer = "--json prints {\"nodes\":N,\"ms\":T,\"nps\":R} (with --divide also \"moves\").",
        name = "perft", mixinStandardHelpOptions = true,
        description = "Counts the leaf nodes of the legal move tree to a depth: the standard test of move generation.")
final class PerftCommand implements Callable<Integer> {

    private static final int MAX_DEPTH = 15;

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions start;

    @Option(names = "--depth", required = true, paramLabel = "N", description = "Plies to search, 1 to " + MAX_DEPTH + ".")
    int depth;

    @Option(names = "--divide", description = "Also give the count below each legal move (UCI notation).")
    boolean divide;

    @Mixin
    JsonOption jsonOutput;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() {
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new ParameterException(spec.commandLine(), "--depth must be between 1 and " + MAX_DEPTH + ", not " + depth);
        }
        Position position = start.position();
        PrintWriter err = spec.commandLine().getErr();
        boolean showProgress = progress.shown();
        int[] rootMoves = position.legalMoves();
        Map<String, Long> counts = new TreeMap<>();
        long nodes = 0;
        long start = System.nanoTime();
        for (int i = 0; i < rootMoves.length; i++) {
            if (showProgress) {
                err.printf("\rperft %d: %d/%d moves", depth, i, rootMoves.length);
                err.flush();
            }
            position.play(rootMoves[i]);
            long below = Perft.perft(position, depth - 1);
            position.undo();
            counts.put(position.uci(rootMoves[i]), below);
            nodes += below;
        }
        long nanos = Math.max(1, System.nanoTime() - start);
        if (showProgress) {
            err.print("\r\033[K");
            err.flush();
        }
        long ms = nanos / 1_000_000;
        long nps = (long) (nodes * 1e9 / nanos);
        print(nodes, ms, nps, counts);
        return RookeryCommand.EXIT_OK;
    }

    private void print(long nodes, long ms, long nps, Map<String, Long> counts) {
        PrintWriter out = spec.commandLine().getOut();
        if (jsonOutput.json) {
            out.println(JsonText.of(line -> {
                line.writeStartObject();
                line.writeNumberField("nodes", nodes);
                line.writeNumberField("ms", ms);
                line.writeNumberField("nps", nps);
                if (divide) {
                    line.writeObjectFieldStart("moves");
                    for (Map.Entry<String, Long> entry : counts.entrySet()) {
                        line.writeNumberField(entry.getKey(), entry.getValue());
                    }
                    line.writeEndObject();
                }
                line.writeEndObject();
            }));
        } else {
            if (divide) {
                counts.forEach((move, count) -> out.println(move + ": " + count));
                out.println();
            }
            out.printf("nodes %d%ntime %d ms%nnps %d%n", nodes, ms, nps);
        }
        out.flush();
    }
}
