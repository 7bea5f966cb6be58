package rookery.chess;

/**
 * Prints perft speed; not a test. Run with the test classpath:
 * {@code java -cp ... rookery.chess.PerftBenchmark [fen depth]...}
 */
public final class PerftBenchmark {

    private PerftBenchmark() {
    }

    public static void main(String[] args) {
        String[][] cases = args.length >= 2 ? pairs(args) : new String[][] {
            {Fen.STANDARD, "6"},
            {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "5"},
        };
        Perft.perft(Position.startpos(), 5);
        for (String[] c : cases) {
            Position position = Position.fromFen(c[0], Variant.CHESS960);
            int depth = Integer.parseInt(c[1]);
            long start = System.nanoTime();
            long nodes = Perft.perft(position, depth);
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("perft %d %s: %d nodes in %.3f s, %.1f M nodes/s%n", depth, c[0], nodes, seconds, nodes / seconds / 1e6);
        }
    }

    private static String[][] pairs(String[] args) {
        String[][] cases = new String[args.length / 2][];
        for (int i = 0; i < cases.length; i++) {
            cases[i] = new String[] {args[2 * i], args[2 * i + 1]};
        }
        return cases;
    }
}
