package rookery.spark;

import java.nio.ByteBuffer;

import rookery.database.importer.MoveTally;

/**
 * A {@link MoveTally} as the long array the job's shuffle carries: its counts and sums, then the
 * ranks of its top games. Two arrays are merged by {@link MoveTally#merge}, as the import merges
 * its batches' tallies.
 */
final class TallyArrays {

    private static final int FIELDS = 12;

    private TallyArrays() {
    }

    static long[] of(MoveTally t) {
        byte[] top = t.topBytes();
        long[] values = new long[FIELDS + top.length / Long.BYTES];
        values[0] = t.games;
        values[1] = t.white;
        values[2] = t.draws;
        values[3] = t.black;
        values[4] = t.ratedGames;
        values[5] = t.moverEloSum;
        values[6] = t.opponentEloSum;
        values[7] = t.ratedPoints2;
        values[8] = t.datedGames;
        values[9] = t.yearSum;
        values[10] = t.firstYear;
        values[11] = t.lastYear;
        ByteBuffer.wrap(top).asLongBuffer().get(values, FIELDS, top.length / Long.BYTES);
        return values;
    }

    static MoveTally tally(long[] values) {
        MoveTally t = new MoveTally();
        t.games = (int) values[0];
        t.white = (int) values[1];
        t.draws = (int) values[2];
        t.black = (int) values[3];
        t.ratedGames = (int) values[4];
        t.moverEloSum = values[5];
        t.opponentEloSum = values[6];
        t.ratedPoints2 = values[7];
        t.datedGames = (int) values[8];
        t.yearSum = values[9];
        t.firstYear = (int) values[10];
        t.lastYear = (int) values[11];
        ByteBuffer top = ByteBuffer.allocate((values.length - FIELDS) * Long.BYTES);
        top.asLongBuffer().put(values, FIELDS, values.length - FIELDS);
        t.addTopBytes(top.array());
        return t;
    }

    static long[] merge(long[] a, long[] b) {
        MoveTally merged = tally(a);
        merged.merge(tally(b));
        return of(merged);
    }

    static long games(long[] values) {
        return values[0];
    }
}
