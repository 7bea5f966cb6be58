package rookery.database.importer;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.lucene.index.IndexReader;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.EndgameStatistics;
import rookery.database.GameHeader;
import rookery.database.GameRecord;
import rookery.database.StatisticsBucket;
import rookery.database.sql.BucketTable;
import rookery.database.collections.LongHashSet;
import rookery.database.collections.LongIntHashMap;
import rookery.database.collections.RadixSort;
import rookery.database.encoding.MaterialSignature;
import rookery.database.encoding.MoveCode;
import rookery.database.encoding.MovesBlob;
import rookery.database.encoding.ResultCodes;
import rookery.database.replay.GameAnalysis;

/**
 * Aggregates one import batch into the rows to add to the stored statistics. A position gets
 * rows when it already has some, or when this batch brings it at least the row threshold of
 * games; a position that gets rows for the first time also gets the games of earlier batches,
 * tallied from the index, so stored rows always count every game.
 */
final class BatchStatistics {

    /** The tallies of one position, by move code; for a new position also the first game of the batch reaching it. */
    static final class PositionTallies {
        final long key;
        final boolean stored;
        final ImportedGame firstGame;
        final int firstPly;
        final Color mover;
        int[] codes = new int[4];
        int[] ranks = new int[4];
        MoveTally[] tallies = new MoveTally[4];
        int count;
        /** Every game by bucket, in entry order, once the batch is counted by a {@link BucketCounter}; else null. */
        PositionBuckets sortedBuckets;

        PositionTallies(long key, boolean stored, ImportedGame firstGame, int firstPly, Color mover) {
            this.key = key;
            this.stored = stored;
            this.firstGame = firstGame;
            this.firstPly = firstPly;
            this.mover = mover;
        }

        MoveTally tally(int code, int rank) {
            for (int i = 0; i < count; i++) {
                if (codes[i] == code) {
                    return tallies[i];
                }
            }
            if (count == codes.length) {
                codes = Arrays.copyOf(codes, count * 2);
                ranks = Arrays.copyOf(ranks, count * 2);
                tallies = Arrays.copyOf(tallies, count * 2);
            }
            codes[count] = code;
            ranks[count] = rank;
            tallies[count] = new MoveTally();
            return tallies[count++];
        }

        /** Adds a row for each move, in the order of their codes. */
        void addRows(List<PositionRow> rows) {
            int[] order = new int[count];
            for (int i = 0; i < count; i++) {
                int j = i;
                for (; j > 0 && codes[order[j - 1]] > codes[i]; j--) {
                    order[j] = order[j - 1];
                }
                order[j] = i;
            }
            for (int i : order) {
                rows.add(new PositionRow(key, codes[i], tallies[i]));
            }
        }

        /** The move code of a mark (rank or ended), replaying the first game to the position when the batch did not play that move. */
        int codeOf(int mark) {
            if (mark == GameAnalysis.ENDED) {
                return MoveCode.NONE;
            }
            for (int i = 0; i < count; i++) {
                if (ranks[i] == mark) {
                    return codes[i];
                }
            }
            GameRecord record = firstGame.record;
            Position replayed = MovesBlob.positionAfter(record.start(), record.variant(), firstGame.analysis.ranks(), firstPly);
            int move = MoveCode.atRank(replayed, mark, new int[Position.MAX_MOVES]);
            if (move == 0) {
                throw new IllegalStateException("the index has move rank " + mark + " in " + replayed.fen()
                        + ", which has fewer moves: the index does not belong to this database");
            }
            return MoveCode.of(move);
        }
    }

    /** Marks of {@link #positionsWithRows}, before the position's first game replaces them by its slot. */
    private static final int NEW = 1;
    private static final int STORED = 2;

    final List<PositionRow> rows;
    /** The same positions' games by bucket, empty when the database keeps no buckets. */
    private final List<PositionBuckets> buckets;
    final Map<String, EndgameStatistics> endgames;
    /** The keys that got rows for the first time. */
    final long[] newKeys;

    private BatchStatistics(List<PositionRow> rows, List<PositionBuckets> buckets, Map<String, EndgameStatistics> endgames, long[] newKeys) {
        this.rows = rows;
        this.buckets = buckets;
        this.endgames = endgames;
        this.newKeys = newKeys;
    }

    /**
     * @param storedKeys keys of the positions with rows
     * @param earlier the index with every earlier batch committed; documents of later batches are ignored
     * @param keepBuckets whether to count the games by bucket too
     */
    static BatchStatistics of(List<ImportedGame> games, LongHashSet storedKeys, int rowThreshold, IndexReader earlier, long batch,
            boolean keepBuckets) throws IOException {
        LongIntHashMap marks = positionsWithRows(games, storedKeys, rowThreshold);
        List<PositionTallies> positions = new ArrayList<>();
        Map<Integer, int[]> endgameCounts = new HashMap<>();
        BucketCounter buckets = keepBuckets ? new BucketCounter(games) : null;
        tally(games, marks, positions, endgameCounts, buckets);
        long[] newKeys = addEarlierGames(positions, earlier, batch, buckets);
        if (buckets != null) {
            buckets.count(positions);
        }
        return new BatchStatistics(rowsInOrder(positions, marks), sortedBuckets(positions), endgames(endgameCounts), newKeys);
    }

    /**
     * The rows of the positions in {@code keys} that {@code games} reach, counted again from the
     * index as {@code reader} has it (the games no longer in it): rows of positions no game reaches
     * any more are not returned, nor are their buckets. Used after games were deleted.
     */
    static BatchStatistics recount(List<ImportedGame> games, LongHashSet keys, IndexReader reader, long batch, boolean keepBuckets)
            throws IOException {
        LongIntHashMap slots = new LongIntHashMap(1024);
        List<PositionTallies> positions = new ArrayList<>();
        for (ImportedGame game : games) {
            Color startTurn = game.record.start().turn();
            for (int i = 0; i < game.analysis.openingEntries(); i++) {
                long key = game.analysis.keys()[i];
                if (keys.contains(key) && slots.get(key) == 0) {
                    int ply = game.analysis.plies()[i];
                    positions.add(new PositionTallies(key, false, game, ply, (ply & 1) == 0 ? startTurn : startTurn.other()));
                    slots.put(key, -positions.size());
                }
            }
        }
        BucketCounter buckets = keepBuckets ? new BucketCounter(List.of()) : null;
        addEarlierGames(positions, reader, batch + 1, buckets);
        if (buckets != null) {
            buckets.count(positions);
        }
        return new BatchStatistics(rowsInOrder(positions, slots), sortedBuckets(positions), Map.of(), new long[0]);
    }

    /** What {@code games} brought to the endgame statistics, to be taken out again. */
    static Map<String, EndgameStatistics> endgamesOf(List<ImportedGame> games) {
        Map<Integer, int[]> endgameCounts = new HashMap<>();
        for (ImportedGame game : games) {
            int outcome = ResultCodes.code(game.record.result());
            if (ResultCodes.decided(outcome)) {
                for (int signature : game.analysis.signatures()) {
                    endgameCounts.computeIfAbsent(signature, s -> new int[ResultCodes.BLACK_WINS + 1])[outcome]++;
                }
            }
        }
        return endgames(endgameCounts);
    }

    /*
     * Each loop is a method of its own, and so is each step per game: a batch runs them tens of
     * thousands of times, and the JIT compiles these small methods once, where loops in one long
     * method made it compile the whole of it on stack replacement again and again.
     */

    /**
     * The positions that get rows, marked {@link #STORED} when they have rows already and
     * {@link #NEW} when the batch brings them at least the row threshold of games. The positions
     * of all decided games are sorted and counted run by run: a hash table of every position the
     * batch reaches is tens of megabytes, and each count in it a cache miss.
     */
    private static LongIntHashMap positionsWithRows(List<ImportedGame> games, LongHashSet storedKeys, int rowThreshold) {
        int entries = 0;
        for (ImportedGame game : games) {
            entries += countedEntries(game);
        }
        long[] keys = new long[entries];
        int count = 0;
        for (ImportedGame game : games) {
            int counted = countedEntries(game);
            System.arraycopy(game.analysis.keys(), 0, keys, count, counted);
            count += counted;
        }
        RadixSort.sortUnsigned(keys, count);
        LongIntHashMap marks = new LongIntHashMap(1024);
        int start = 0;
        while (start < count) {
            long key = keys[start];
            int end = start + 1;
            while (end < count && keys[end] == key) {
                end++;
            }
            if (storedKeys.contains(key)) {
                marks.put(key, STORED);
            } else if (end - start >= rowThreshold) {
                marks.put(key, NEW);
            }
            start = end;
        }
        return marks;
    }

    /** The game's positions within the ply limit (each once) when it counts, a decided game; else none. */
    private static int countedEntries(ImportedGame game) {
        return ResultCodes.decided(ResultCodes.code(game.record.result())) ? game.analysis.openingEntries() : 0;
    }

    /**
     * Tallies the positions that get rows; afterwards {@code marks} holds minus the slot (1-based)
     * in {@code positions} of each of them.
     */
    private static void tally(List<ImportedGame> games, LongIntHashMap marks, List<PositionTallies> positions,
            Map<Integer, int[]> endgameCounts, BucketCounter buckets) {
        for (int i = 0; i < games.size(); i++) {
            tally(games.get(i), i, marks, positions, endgameCounts, buckets);
        }
    }

    /**
     * Adds the earlier batches' games to the positions that get rows for the first time (by bucket
     * too when {@code buckets} counts them), and returns their keys.
     */
    private static long[] addEarlierGames(List<PositionTallies> positions, IndexReader earlier, long batch, BucketCounter buckets)
            throws IOException {
        List<Integer> newSlots = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            if (!positions.get(i).stored) {
                newSlots.add(i + 1);
            }
        }
        long[] newKeys = new long[newSlots.size()];
        int[][] codes = new int[newKeys.length][];
        for (int i = 0; i < newKeys.length; i++) {
            newKeys[i] = positions.get(newSlots.get(i) - 1).key;
        }
        IndexTally.visit(earlier, newKeys, IndexTally.DocFilter.upTo(batch - 1), (keyIndex, mark, outcome, whiteElo, blackElo, year, id, bucket) -> {
            PositionTallies position = positions.get(newSlots.get(keyIndex) - 1);
            int code = codeOf(position, codes, keyIndex, mark);
            position.tally(code, mark).add(outcome, position.mover, whiteElo, blackElo, year, id);
            if (buckets != null) {
                buckets.add(newSlots.get(keyIndex), bucket, code, buckets.addFacts(outcome, whiteElo, blackElo, year, id));
            }
        });
        return newKeys;
    }

    /** The code of a mark in a position, found once ({@link PositionTallies#codeOf} may replay a game to the position). */
    private static int codeOf(PositionTallies position, int[][] codes, int keyIndex, int mark) {
        if (codes[keyIndex] == null) {
            codes[keyIndex] = new int[GameAnalysis.ENDED + 1];
            Arrays.fill(codes[keyIndex], -1);
        }
        if (codes[keyIndex][mark] < 0) {
            codes[keyIndex][mark] = position.codeOf(mark);
        }
        return codes[keyIndex][mark];
    }

    /** The positions' games by bucket, in order of position key as the table stores them. */
    private static List<PositionBuckets> sortedBuckets(List<PositionTallies> positions) {
        List<PositionBuckets> sorted = new ArrayList<>();
        for (PositionTallies position : positions) {
            if (position.sortedBuckets != null) {
                sorted.add(position.sortedBuckets);
            }
        }
        sorted.sort((a, b) -> Long.compare(a.key(), b.key()));
        return sorted;
    }

    /** Adds the positions' games by bucket to the stored buckets, as batch {@code batch} (see {@link BucketTable.Writer}). */
    void writeBuckets(Connection connection, long batch, boolean mergeAll) throws SQLException {
        try (BucketTable.Writer writer = new BucketTable.Writer(connection, batch, mergeAll)) {
            for (PositionBuckets position : buckets) {
                writer.add(position);
            }
            writer.flush();
        }
    }

    /** The rows ordered by position key and move code, as the table stores them. */
    private static List<PositionRow> rowsInOrder(List<PositionTallies> positions, LongIntHashMap slots) {
        long[] keysInOrder = new long[positions.size()];
        for (int i = 0; i < keysInOrder.length; i++) {
            keysInOrder[i] = positions.get(i).key;
        }
        Arrays.sort(keysInOrder);
        List<PositionRow> rows = new ArrayList<>();
        for (long key : keysInOrder) {
            positions.get(-slots.get(key) - 1).addRows(rows);
        }
        return rows;
    }

    private static Map<String, EndgameStatistics> endgames(Map<Integer, int[]> endgameCounts) {
        Map<String, EndgameStatistics> endgames = new HashMap<>();
        endgameCounts.forEach((signature, counted) -> {
            EndgameStatistics result = endgameResult(signature, counted);
            endgames.merge(result.signature(), result, EndgameStatistics::plus);
        });
        return endgames;
    }

    private static void tally(ImportedGame game, int gameIndex, LongIntHashMap marks, List<PositionTallies> positions,
            Map<Integer, int[]> endgameCounts, BucketCounter buckets) {
        int outcome = ResultCodes.code(game.record.result());
        if (!ResultCodes.decided(outcome)) {
            return;
        }
        GameHeader header = game.header;
        int bucket = buckets != null ? StatisticsBucket.of(header).encoded() : 0;
        GameAnalysis analysis = game.analysis;
        Color startTurn = game.record.start().turn();
        for (int i = 0; i < analysis.openingEntries(); i++) {
            long key = analysis.keys()[i];
            int mark = marks.get(key);
            if (mark == 0) {
                continue;
            }
            int slot = -mark;
            if (mark > 0) {
                int ply = analysis.plies()[i];
                positions.add(new PositionTallies(key, mark == STORED, game, ply, (ply & 1) == 0 ? startTurn : startTurn.other()));
                slot = positions.size();
                marks.put(key, -slot);
            }
            PositionTallies position = positions.get(slot - 1);
            int code = analysis.codes()[i];
            position.tally(code, analysis.mark(i)).add(outcome, position.mover, header.whiteElo(), header.blackElo(), header.year(), game.id);
            if (buckets != null) {
                buckets.add(slot, bucket, code, gameIndex);
            }
        }
        for (int signature : analysis.signatures()) {
            int[] counted = endgameCounts.computeIfAbsent(signature, s -> new int[ResultCodes.BLACK_WINS + 1]);
            counted[outcome]++;
        }
    }

    private static EndgameStatistics endgameResult(int signature, int[] byOutcome) {
        boolean blackFirst = MaterialSignature.blackFirst(signature);
        int firstWins = byOutcome[blackFirst ? ResultCodes.BLACK_WINS : ResultCodes.WHITE_WINS];
        int draws = byOutcome[ResultCodes.DRAW];
        int losses = byOutcome[blackFirst ? ResultCodes.WHITE_WINS : ResultCodes.BLACK_WINS];
        return new EndgameStatistics(MaterialSignature.name(signature), firstWins + draws + losses, firstWins, draws, losses);
    }
}
