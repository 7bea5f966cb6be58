package rookery.engine;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import rookery.chess.Position;

/**
 * How long {@link BuiltinEngine#stop()} takes to end an infinite search and deliver its best move
 * (the goal: under 50 ms). Not a test: timings belong in docs/benchmarks.md. Run with the
 * threads to search with and the number of stops, e.g. {@code StopLatencyBenchmark 2 60}.
 */
public final class StopLatencyBenchmark {
    private static final List<String> POSITIONS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 3 9",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");

    private StopLatencyBenchmark() {
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int stops = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        double[] millis = new double[stops];
        try (BuiltinEngine engine = new BuiltinEngine()) {
            for (int i = 0; i < stops; i++) {
                Recorder recorder = new Recorder();
                engine.start(Position.fromFen(POSITIONS.get(i % POSITIONS.size())), Limits.untilStopped(),
                        new AnalysisOptions(1, threads, 64), recorder);
                Thread.sleep(200 + 37L * (i % 7));
                long start = System.nanoTime();
                engine.stop();
                millis[i] = (System.nanoTime() - start) / 1e6;
                if (!recorder.isDone() || recorder.bestMove == null) {
                    throw new AssertionError("stop() returned before the best move was delivered");
                }
            }
        }
        Arrays.sort(millis);
        System.out.printf(Locale.ROOT, "stops %d, threads %d: median %.2f ms, 90%% %.2f ms, max %.2f ms%n", stops, threads,
                millis[stops / 2], millis[stops * 9 / 10], millis[stops - 1]);
    }
}
