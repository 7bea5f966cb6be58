package rookery.tablebase.syzygy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import rookery.chess.Position;

/**
 * Probe speed for docs/tablebases.md: {@code SyzygyBenchmark DIR [POSITIONS]} probes random legal
 * positions of every table in the folder (warm: each position is probed once before the timed
 * round) and prints the median and 99th percentile of a WDL probe and of a DTZ probe, in
 * microseconds.
 */
public final class SyzygyBenchmark {

    private SyzygyBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        SyzygyTablebases tablebases = SyzygyTablebases.open(List.of(Path.of(args[0])));
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
        List<Material> materials = new ArrayList<>();
        tablebases.tableNames().forEach(name -> materials.add(Material.parse(name)));
        SplittableRandom random = new SplittableRandom(2);
        Position[] positions = new Position[count];
        for (int i = 0; i < count; ) {
            Position position = RandomEndgames.position(materials.get(i % materials.size()), random, false);
            if (position != null) {
                positions[i++] = position;
            }
        }
        for (Position position : positions) {
            tablebases.probeDtz(position);
        }
        long[] wdl = new long[count];
        long[] dtz = new long[count];
        long checksum = 0;
        for (int i = 0; i < count; i++) {
            long start = System.nanoTime();
            checksum += tablebases.probeWdl(positions[i]).value();
            long middle = System.nanoTime();
            checksum += tablebases.probeDtz(positions[i]).dtz();
            long end = System.nanoTime();
            wdl[i] = middle - start;
            dtz[i] = end - middle;
        }
        System.out.printf("%,d positions of %d tables: WDL median %.2f µs, p99 %.2f µs; DTZ median %.2f µs, p99 %.2f µs (checksum %d)%n",
                count, materials.size(), percentile(wdl, 50), percentile(wdl, 99), percentile(dtz, 50), percentile(dtz, 99), checksum);
    }

    private static double percentile(long[] nanos, int percent) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[(int) ((long) (sorted.length - 1) * percent / 100)] / 1000.0;
    }
}
