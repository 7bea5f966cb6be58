package rookery.chess.book;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two books made one: a move's weights in both summed (learn fields too, capped to 32 bits); where
 * a position's largest sum exceeds 16 bits, all its weights are scaled down in proportion, rounded,
 * each kept at least 1. Entries come out in book order. Entries with key 0 are left out: polyglot
 * keeps a text header there, no position has that key.
 */
public final class BookMerge {
    private static final int MAX_WEIGHT = 0xFFFF;
    private static final long HEADER_KEY = 0;

    private BookMerge() {
    }

    public static List<PolyglotEntry> merge(PolyglotBook first, PolyglotBook second) {
        List<PolyglotEntry> merged = new ArrayList<>();
        long i = 0;
        long j = 0;
        while (i < first.entryCount() || j < second.entryCount()) {
            long key = nextKey(first, i, second, j);
            if (key == HEADER_KEY) {
                for (; i < first.entryCount() && first.entry(i).key() == key; i++) {
                }
                for (; j < second.entryCount() && second.entry(j).key() == key; j++) {
                }
                continue;
            }
            Map<Integer, long[]> moves = new LinkedHashMap<>();
            for (; i < first.entryCount() && first.entry(i).key() == key; i++) {
                add(moves, first.entry(i));
            }
            for (; j < second.entryCount() && second.entry(j).key() == key; j++) {
                add(moves, second.entry(j));
            }
            long largest = moves.values().stream().mapToLong(weights -> weights[0]).max().orElse(0);
            double scale = largest > MAX_WEIGHT ? (double) MAX_WEIGHT / largest : 1;
            moves.forEach((move, sums) -> merged.add(new PolyglotEntry(key, move,
                    (int) Math.max(sums[0] == 0 ? 0 : 1, Math.round(sums[0] * scale)), Math.min(sums[1], 0xFFFF_FFFFL))));
        }
        merged.sort(PolyglotBookBuilder.BOOK_ORDER);
        return merged;
    }

    private static long nextKey(PolyglotBook first, long i, PolyglotBook second, long j) {
        if (i == first.entryCount()) {
            return second.entry(j).key();
        }
        if (j == second.entryCount()) {
            return first.entry(i).key();
        }
        long a = first.entry(i).key();
        long b = second.entry(j).key();
        return Long.compareUnsigned(a, b) <= 0 ? a : b;
    }

    private static void add(Map<Integer, long[]> moves, PolyglotEntry entry) {
        long[] sums = moves.computeIfAbsent(entry.move(), move -> new long[2]);
        sums[0] += entry.weight();
        sums[1] += entry.learn();
    }
}
