package rookery.database.encoding;

import java.util.Arrays;
import java.util.Map;

import rookery.database.BucketFilter;
import rookery.database.StatisticsBucket;
import rookery.database.importer.MoveTally;
import rookery.database.importer.PositionBuckets;

/**
 * The bytes of one stored year of a position's bucketed statistics. Its entries are keyed as
 * {@link #entry(int, int)}: the game's {@linkplain StatisticsBucket#encoded() bucket} and the move
 * code. In order of month, slot ({@link StatisticsBucket#slot}) and move code, each is a run of
 * varints: month within the year (0 when unknown), slot, move code, games, white wins, draws, black
 * wins; for a rated slot the mover's and the opponent's Elo sums and twice the mover's points; then
 * the count of its best-rated games kept ({@link MoveTally#TOP} at most) and each one's average Elo and id. What the bucket tells is not stored: a rated
 * slot's games are all rated, and a dated year's games all have that year.
 *
 * <p>Hand-written rather than a general serialisation: a year is read at every filtered
 * exploration of a popular position and rewritten at every import batch that reaches it, and these
 * varints keep the buckets small (docs/benchmarks.md).
 */
public final class BucketTallies {

    private static final int MONTHS = 100;
    /** Games, white wins, draws, black wins: summed in every entry; a rated slot's three Elo sums follow. */
    private static final int COUNTS = 4;
    private static final int RATED_SUMS = 3;

    private BucketTallies() {
    }

    /** Receives the bytes of one year of a position. */
    @FunctionalInterface
    public interface YearSink {
        void year(int year, byte[] tallies);
    }

    /** Visits the entries of a year. */
    @FunctionalInterface
    public interface Visitor {
        void entry(int code, MoveTally tally);
    }

    /** The key of an entry: the game's bucket in the high bits, the move code in the low 32. */
    public static long entry(int bucket, int code) {
        return (long) bucket << 32 | (code & 0xFFFF_FFFFL);
    }

    /** The bucket of an entry's key. */
    public static int bucketOf(long entry) {
        return (int) (entry >>> 32);
    }

    /** The move code of an entry's key. */
    public static int codeOf(long entry) {
        return (int) entry;
    }

    /** Encodes the entries of one position year by year, in order of year. */
    public static void encodeYears(PositionBuckets position, YearSink sink) {
        Bytes out = new Bytes(256);
        int year = -1;
        for (int i = 0; i < position.count(); i++) {
            long key = position.entries()[i];
            int month = StatisticsBucket.monthOf(bucketOf(key));
            if (month / MONTHS != year) {
                if (year >= 0) {
                    sink.year(year, out.toArray());
                }
                out.reset();
                year = month / MONTHS;
            }
            write(out, month % MONTHS, StatisticsBucket.slot(bucketOf(key)), codeOf(key), position.tallies()[i]);
        }
        if (year >= 0) {
            sink.year(year, out.toArray());
        }
    }

    private static void write(Bytes out, int monthOfYear, int slot, int code, MoveTally tally) {
        out.put(monthOfYear);
        out.put(slot);
        out.put(code);
        out.put(tally.games);
        out.put(tally.white);
        out.put(tally.draws);
        out.put(tally.black);
        if (StatisticsBucket.rated(slot)) {
            out.put(tally.moverEloSum);
            out.put(tally.opponentEloSum);
            out.put(tally.ratedPoints2);
        }
        putTop(out, tally.topRanks());
    }

    private static void putTop(Bytes out, long[] top) {
        out.put(top.length);
        for (long rank : top) {
            out.put(MoveTally.averageEloOf(rank));
            out.put(MoveTally.gameIdOf(rank));
        }
    }

    /** Adds the entries of {@code bytes}, a year's, to {@code entries}. */
    public static void decode(byte[] bytes, int year, Map<Long, MoveTally> entries) {
        Reader reader = new Reader(bytes);
        for (reader.head(); reader.entry >= 0; reader.head()) {
            int bucket = (year * MONTHS + reader.monthOfYear) * StatisticsBucket.SLOTS + reader.slot;
            entries.computeIfAbsent(entry(bucket, reader.code), k -> new MoveTally()).merge(reader.tally(year));
        }
    }

    /** Hands each entry of {@code bytes}, a year's, that the filter admits to {@code visitor}. */
    public static void visit(byte[] bytes, int year, BucketFilter filter, Visitor visitor) {
        Reader reader = new Reader(bytes);
        for (reader.head(); reader.entry >= 0; reader.head()) {
            int month = year * MONTHS + reader.monthOfYear;
            if (month >= filter.fromMonth() && month <= filter.toMonth() && filter.slots()[reader.slot]) {
                visitor.entry(reader.code, reader.tally(year));
            } else {
                reader.skipTally();
            }
        }
    }

    /**
     * The union of two years' bytes, tallies of the same entry summed: the SQL function that adds a
     * batch to a stored year. Both are in entry order, so one pass merges them.
     */
    public static byte[] merge(byte[] stored, byte[] added, int year) {
        if (stored == null || stored.length == 0) {
            return added;
        }
        Reader a = new Reader(stored);
        Reader b = new Reader(added);
        Bytes out = new Bytes(stored.length + added.length);
        a.head();
        b.head();
        while (a.entry >= 0 || b.entry >= 0) {
            if (b.entry < 0 || a.entry >= 0 && a.entry < b.entry) {
                a.copyTo(out);
                a.head();
            } else if (a.entry < 0 || b.entry < a.entry) {
                b.copyTo(out);
                b.head();
            } else {
                a.sumWith(b, out);
                a.head();
                b.head();
            }
        }
        return out.toArray();
    }

    /** A growable byte array for varints; a ByteArrayOutputStream's synchronised writes showed in the import's profile. */
    private static final class Bytes {
        private byte[] bytes;
        private int length;

        Bytes(int capacity) {
            bytes = new byte[Math.max(16, capacity)];
        }

        void put(long value) {
            if (length + 10 > bytes.length) {
                bytes = Arrays.copyOf(bytes, bytes.length * 2);
            }
            while ((value & ~0x7FL) != 0) {
                bytes[length++] = (byte) (value & 0x7F | 0x80);
                value >>>= 7;
            }
            bytes[length++] = (byte) value;
        }

        void reset() {
            length = 0;
        }

        byte[] toArray() {
            return Arrays.copyOf(bytes, length);
        }
    }

    private static final class Reader {
        private final byte[] bytes;
        private int at;
        /** The current entry's month within the year, slot and code in one long that orders as the bytes do; -1 at the end. */
        long entry;
        int monthOfYear;
        int slot;
        int code;

        Reader(byte[] bytes) {
            this.bytes = bytes;
        }

        void head() {
            if (at >= bytes.length) {
                entry = -1;
                return;
            }
            monthOfYear = (int) next();
            slot = (int) next();
            code = (int) next();
            entry = ((long) monthOfYear * StatisticsBucket.SLOTS + slot) << 32 | (code & 0xFFFF_FFFFL);
        }

        private long next() {
            long value = 0;
            for (int shift = 0;; shift += 7) {
                byte b = bytes[at++];
                value |= (long) (b & 0x7F) << shift;
                if (b >= 0) {
                    return value;
                }
            }
        }

        private int countVarints() {
            return COUNTS + (StatisticsBucket.rated(slot) ? RATED_SUMS : 0);
        }

        MoveTally tally(int year) {
            MoveTally tally = new MoveTally();
            tally.games = (int) next();
            tally.white = (int) next();
            tally.draws = (int) next();
            tally.black = (int) next();
            if (StatisticsBucket.rated(slot)) {
                tally.ratedGames = tally.games;
                tally.moverEloSum = next();
                tally.opponentEloSum = next();
                tally.ratedPoints2 = next();
            }
            if (year > 0) {
                tally.datedGames = tally.games;
                tally.yearSum = (long) year * tally.games;
                tally.firstYear = year;
                tally.lastYear = year;
            }
            for (int top = (int) next(); top > 0; top--) {
                int averageElo = (int) next();
                tally.offerTop(averageElo, next());
            }
            return tally;
        }

        void skipTally() {
            for (long i = 2 * skipCounts(); i > 0; i--) {
                next();
            }
        }

        /** Skips the counts and sums; returns the number of best games that follow. */
        private long skipCounts() {
            for (int i = countVarints(); i > 0; i--) {
                next();
            }
            return next();
        }

        void copyTo(Bytes out) {
            out.put(monthOfYear);
            out.put(slot);
            out.put(code);
            for (int i = countVarints(); i > 0; i--) {
                out.put(next());
            }
            long top = next();
            out.put(top);
            for (long i = 2 * top; i > 0; i--) {
                out.put(next());
            }
        }

        /** Writes the sum of this entry and the other reader's, the same entry: counts and sums added, the best games of both kept. */
        void sumWith(Reader other, Bytes out) {
            out.put(monthOfYear);
            out.put(slot);
            out.put(code);
            for (int i = countVarints(); i > 0; i--) {
                out.put(next() + other.next());
            }
            MoveTally best = new MoveTally();
            readTop(best);
            other.readTop(best);
            putTop(out, best.topRanks());
        }

        private void readTop(MoveTally best) {
            for (long top = next(); top > 0; top--) {
                int averageElo = (int) next();
                best.offerTop(averageElo, next());
            }
        }
    }
}
