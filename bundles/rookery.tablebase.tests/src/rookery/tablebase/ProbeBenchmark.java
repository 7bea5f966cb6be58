package rookery.tablebase;

import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;

import rookery.chess.Position;

/**
 * Probe speed for docs/benchmarks.md: {@code ProbeBenchmark DIR SIGNATURE [POSITIONS]} probes
 * random positions of a table (generated first when missing) through {@link Tablebases#probeWdl}
 * and {@link Tablebases#probeDtm}, five rounds, and prints nanoseconds per probe.
 */
public final class ProbeBenchmark {

    private ProbeBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        Tablebases tablebases = Tablebases.open(Path.of(args[0]));
        Signature signature = Signature.parse(args[1]);
        int count = args.length > 2 ? Integer.parseInt(args[2]) : 100_000;
        new TableGenerator(tablebases, Runtime.getRuntime().availableProcessors(), GenerationListener.SILENT).generateMissing(signature);
        Table table = tablebases.table(signature.canonical());
        SplittableRandom random = new SplittableRandom(7);
        Position[] positions = new Position[count];
        for (int i = 0; i < count; ) {
            int number = random.nextInt(table.index.size);
            if (table.index.isLegal(number)) {
                positions[i++] = Position.fromFen(TableStatistics.fen(table.index, number));
            }
        }
        for (int round = 1; round <= 5; round++) {
            long start = System.nanoTime();
            long sum = 0;
            for (Position position : positions) {
                sum += tablebases.probeWdl(position) + tablebases.probeDtm(position);
            }
            long nanos = System.nanoTime() - start;
            System.out.printf("round %d: %.0f ns per probe (checksum %d)%n", round, nanos / (2.0 * count), sum);
        }
    }
}
