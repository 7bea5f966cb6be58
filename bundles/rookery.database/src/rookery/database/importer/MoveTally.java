package rookery.database.importer;

import java.nio.ByteBuffer;
import java.util.Arrays;

import rookery.chess.Color;
import rookery.database.encoding.ResultCodes;

/**
 * Running statistics of one move (or of the games ending) in one position: results, Elo sums
 * over the games where both players are rated, years over the dated games, and the ids of the
 * {@link #TOP} games with the highest average Elo (ties to the lower id).
 */
public final class MoveTally {

    public static final int TOP = 3;

    public int games;
    public int white;
    public int draws;
    public int black;
    public int ratedGames;
    public long moverEloSum;
    public long opponentEloSum;
    /** Twice the mover's points in the rated games. */
    public long ratedPoints2;
    public int datedGames;
    public long yearSum;
    /** 0 when no game is dated. */
    public int firstYear;
    public int lastYear;
    /** Best first: average Elo in the high bits, the complement of the id in the low 40. */
    final long[] top = new long[TOP];
    int topCount;

    public void add(int outcome, Color mover, int whiteElo, int blackElo, int year, long gameId) {
        games++;
        switch (outcome) {
            case ResultCodes.WHITE_WINS -> white++;
            case ResultCodes.DRAW -> draws++;
            case ResultCodes.BLACK_WINS -> black++;
            default -> throw new IllegalArgumentException("undecided games are not counted");
        }
        if (whiteElo > 0 && blackElo > 0) {
            ratedGames++;
            moverEloSum += mover == Color.WHITE ? whiteElo : blackElo;
            opponentEloSum += mover == Color.WHITE ? blackElo : whiteElo;
            ratedPoints2 += ResultCodes.points2(outcome, mover);
        }
        if (year > 0) {
            datedGames++;
            yearSum += year;
            firstYear = firstYear == 0 ? year : Math.min(firstYear, year);
            lastYear = Math.max(lastYear, year);
        }
        int averageElo = whiteElo > 0 && blackElo > 0 ? (whiteElo + blackElo) / 2 : 0;
        offerTop(rankOf(averageElo, gameId));
    }

    public void merge(MoveTally other) {
        games += other.games;
        white += other.white;
        draws += other.draws;
        black += other.black;
        ratedGames += other.ratedGames;
        moverEloSum += other.moverEloSum;
        opponentEloSum += other.opponentEloSum;
        ratedPoints2 += other.ratedPoints2;
        datedGames += other.datedGames;
        yearSum += other.yearSum;
        if (other.firstYear != 0) {
            firstYear = firstYear == 0 ? other.firstYear : Math.min(firstYear, other.firstYear);
        }
        lastYear = Math.max(lastYear, other.lastYear);
        for (int i = 0; i < other.topCount; i++) {
            offerTop(other.top[i]);
        }
    }

    static long rankOf(int averageElo, long gameId) {
        return (long) averageElo << 40 | (0xFF_FFFF_FFFFL - gameId);
    }

    public static int averageEloOf(long rank) {
        return (int) (rank >>> 40);
    }

    public static long gameIdOf(long rank) {
        return 0xFF_FFFF_FFFFL - (rank & 0xFF_FFFF_FFFFL);
    }

    void offerTop(long rank) {
        int at = topCount;
        while (at > 0 && top[at - 1] < rank) {
            at--;
        }
        if (at >= TOP || (at > 0 && top[at - 1] == rank)) {
            return;
        }
        System.arraycopy(top, at, top, at + 1, Math.min(topCount, TOP - 1) - at);
        top[at] = rank;
        topCount = Math.min(topCount + 1, TOP);
    }

    /** Offers a game with its players' average Elo (0 unless both are rated) to the best-rated ones. */
    public void offerTop(int averageElo, long gameId) {
        offerTop(rankOf(averageElo, gameId));
    }

    /** The best-rated games' ranks, best first (average Elo in the high bits, see {@link #averageEloOf}, {@link #gameIdOf}). */
    public long[] topRanks() {
        return Arrays.copyOf(top, topCount);
    }

    public long[] topGameIds() {
        long[] ids = new long[topCount];
        for (int i = 0; i < topCount; i++) {
            ids[i] = gameIdOf(top[i]);
        }
        return ids;
    }

    public byte[] topBytes() {
        ByteBuffer bytes = ByteBuffer.allocate(topCount * Long.BYTES);
        for (int i = 0; i < topCount; i++) {
            bytes.putLong(top[i]);
        }
        return bytes.array();
    }

    public void addTopBytes(byte[] bytes) {
        if (bytes == null) {
            return;
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        while (buffer.remaining() >= Long.BYTES) {
            offerTop(buffer.getLong());
        }
    }

    /** The union of two {@link #topBytes()} lists, cut to {@link #TOP}. */
    public static byte[] mergeTopBytes(byte[] a, byte[] b) {
        MoveTally merged = new MoveTally();
        merged.addTopBytes(a);
        merged.addTopBytes(b);
        return merged.topBytes();
    }
}
