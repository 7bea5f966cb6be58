import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import rookery.chess.Position;
import rookery.database.Game;
import rookery.database.MaterialPattern;
import rookery.database.OpeningDatabase;
import rookery.database.PawnStructure;
import rookery.database.ScanProgress;
import rookery.database.StructureQuery;

/**
 * Times pawn-structure and material look-ups in one JVM: the pawn structures of random stored games
 * at random plies, and a list of signatures and differences, each searched after a warm-up round;
 * prints the median and 99th percentile (releng/bench-structure.sh).
 */
public class StructureLookups {
    public static void main(String[] args) throws Exception {
        try (OpeningDatabase database = OpeningDatabase.open(Path.of(args[0]))) {
            Random random = new Random(1);
            long last = database.lastGameId();
            List<StructureQuery> pawns = new ArrayList<>();
            while (pawns.size() < 500) {
                Game game = database.game(1 + (long) (random.nextDouble() * last));
                if (game == null || game.moves().length == 0) {
                    continue;
                }
                Position position = game.startPosition();
                int ply = random.nextInt(game.moves().length + 1);
                for (int i = 0; i < ply; i++) {
                    position.play(game.moves()[i]);
                }
                pawns.add(new StructureQuery.Pawns(PawnStructure.of(position)));
            }
            report("pawn structures", database, pawns);
            report("material signatures", database, materials("KRvKBN", "KRPvKR", "KQvKR", "KBNvK", "KRPPvKRP",
                    "KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP"));
            report("material differences", database, materials("exchange up", "piece up", "queen against two rooks",
                    "two minors against rook", "RvB", "QvRm"));
        }
    }

    private static List<StructureQuery> materials(String... patterns) {
        List<StructureQuery> materials = new ArrayList<>();
        for (String material : patterns) {
            for (int plies : new int[] {0, 10}) {
                materials.add(new StructureQuery.Material(MaterialPattern.parse(material), plies));
            }
        }
        return materials;
    }

    private static void report(String label, OpeningDatabase database, List<StructureQuery> queries) throws Exception {
        for (StructureQuery query : queries) {
            database.findGames(query, 2, ScanProgress.NONE);
        }
        double[] millis = new double[queries.size() * (queries.size() < 100 ? 10 : 1)];
        for (int i = 0; i < millis.length; i++) {
            long start = System.nanoTime();
            database.findGames(queries.get(i % queries.size()), 2, ScanProgress.NONE);
            millis[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        System.out.printf("%s: %d look-ups, p50 %.1f ms, p99 %.1f ms, max %.1f ms%n", label, millis.length, millis[millis.length / 2],
                millis[(int) Math.ceil(millis.length * 0.99) - 1], millis[millis.length - 1]);
    }
}
