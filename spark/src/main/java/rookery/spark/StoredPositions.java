package rookery.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import scala.Tuple2;

/**
 * Within one partition of the merged tallies (all of a position's buckets are in one): the rows of
 * the positions that at least {@code rowThreshold} decided games reach, the import's stored-row
 * threshold, ordered by position key, month, speed, rating group and move code.
 */
final class StoredPositions {

    private static final Comparator<Tuple2<Tuple2<Long, Long>, long[]>> ORDER = Comparator
            .<Tuple2<Tuple2<Long, Long>, long[]>>comparingLong(row -> row._1()._1())
            .thenComparingLong(row -> row._1()._2());

    private StoredPositions() {
    }

    static Iterator<Tuple2<Tuple2<Long, Long>, long[]>> of(Iterator<Tuple2<Tuple2<Long, Long>, long[]>> rows, int rowThreshold) {
        Map<Long, List<Tuple2<Tuple2<Long, Long>, long[]>>> byPosition = new HashMap<>();
        Map<Long, Long> games = new HashMap<>();
        while (rows.hasNext()) {
            Tuple2<Tuple2<Long, Long>, long[]> row = rows.next();
            long position = row._1()._1();
            byPosition.computeIfAbsent(position, key -> new ArrayList<>(2)).add(row);
            games.merge(position, TallyArrays.games(row._2()), Long::sum);
        }
        List<Tuple2<Tuple2<Long, Long>, long[]>> kept = new ArrayList<>();
        byPosition.forEach((position, positionRows) -> {
            if (games.get(position) >= rowThreshold) {
                kept.addAll(positionRows);
            }
        });
        kept.sort(ORDER);
        return kept.iterator();
    }
}
