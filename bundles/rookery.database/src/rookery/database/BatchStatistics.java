package rookery.database;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.lucene.index.IndexReader;

import rookery.chess.Color;
import rookery.chess.Position;

/**
 * Aggregates one import batch into the rows to add to the stored statistics. A position gets
 * rows when it already has some, or when this batch brings it at least the row threshold of
 * games; a position that gets rows for the first time also gets the games of earlier batches,
 * tallied from the index, so stored rows always count every game.
 */
final class BatchStatistics {

    private record RowKey(long key, int code) {
    }

    /** A position that gets rows in this batch for the first time, and where one of the batch's games reaches it. */
    private record NewPosition(ImportedGame game, int ply, Color mover, Map<Integer, Integer> codeByRank) {
    }

    final List<PositionRow> rows;
    final Map<String, EndgameStatistics> endgames;
    /** The keys that got rows for the first time, sorted. */
    final long[] newKeys;

    private BatchStatistics(List<PositionRow> rows, Map<String, EndgameStatistics> endgames, long[] newKeys) {
        this.rows = rows;
        this.endgames = endgames;
        this.newKeys = newKeys;
    }

    /**
     * @param storedKeys sorted keys of the positions with rows
     * @param earlier the index with every earlier batch committed; documents of this batch are ignored
     */
    static BatchStatistics of(List<ImportedGame> games, long[] storedKeys, int rowThreshold, IndexReader earlier, long batch)
            throws IOException {
        LongIntHashMap counts = new LongIntHashMap(games.size() * 16);
        for (ImportedGame game : games) {
            if (Outcome.decided(Outcome.code(game.record.result()))) {
                long[] keys = game.analysis.keys();
                for (int i = 0; i < game.analysis.openingEntries(); i++) {
                    counts.increment(keys[i]);
                }
            }
        }
        Map<RowKey, MoveTally> tallies = new HashMap<>();
        Map<Long, NewPosition> newPositions = new HashMap<>();
        Map<String, EndgameStatistics> endgames = new HashMap<>();
        for (ImportedGame game : games) {
            int outcome = Outcome.code(game.record.result());
            if (!Outcome.decided(outcome)) {
                continue;
            }
            GameHeader header = game.header;
            GameAnalysis analysis = game.analysis;
            Color startTurn = game.record.start().turn();
            for (int i = 0; i < analysis.openingEntries(); i++) {
                long key = analysis.keys()[i];
                boolean stored = Arrays.binarySearch(storedKeys, key) >= 0;
                if (!stored && counts.get(key) < rowThreshold) {
                    continue;
                }
                int ply = analysis.plies()[i];
                Color mover = (ply & 1) == 0 ? startTurn : startTurn.other();
                int code = analysis.codes()[i];
                tallies.computeIfAbsent(new RowKey(key, code), k -> new MoveTally())
                        .add(outcome, mover, header.whiteElo(), header.blackElo(), header.year(), game.id);
                if (!stored) {
                    newPositions.computeIfAbsent(key, k -> new NewPosition(game, ply, mover, new HashMap<>()))
                            .codeByRank().put(analysis.mark(i), code);
                }
            }
            for (int signature : analysis.signatures()) {
                EndgameStatistics result = endgameResult(signature, outcome);
                endgames.merge(result.signature(), result, EndgameStatistics::plus);
            }
        }
        long[] newKeys = newPositions.keySet().stream().mapToLong(Long::longValue).sorted().toArray();
        Color[] movers = new Color[newKeys.length];
        for (int i = 0; i < newKeys.length; i++) {
            movers[i] = newPositions.get(newKeys[i]).mover();
        }
        List<Map<Integer, MoveTally>> earlierTallies = IndexTally.tally(earlier, newKeys, movers, IndexTally.DocFilter.upTo(batch - 1));
        for (int i = 0; i < newKeys.length; i++) {
            long key = newKeys[i];
            for (Map.Entry<Integer, MoveTally> earlierTally : earlierTallies.get(i).entrySet()) {
                int code = codeOf(earlierTally.getKey(), newPositions.get(key));
                tallies.computeIfAbsent(new RowKey(key, code), k -> new MoveTally()).merge(earlierTally.getValue());
            }
        }
        List<PositionRow> rows = new ArrayList<>(tallies.size());
        tallies.forEach((rowKey, tally) -> rows.add(new PositionRow(rowKey.key(), rowKey.code(), tally)));
        rows.sort(Comparator.comparingLong(PositionRow::key).thenComparingInt(PositionRow::code));
        return new BatchStatistics(rows, endgames, newKeys);
    }

    /** The move code of a mark (rank or ended) in the new position, replaying a game to it when the batch did not play that move. */
    private static int codeOf(int mark, NewPosition position) {
        if (mark == GameAnalysis.ENDED) {
            return MoveCode.NONE;
        }
        return position.codeByRank().computeIfAbsent(mark, rank -> {
            GameRecord record = position.game().record;
            Position replayed = Position.fromSetup(record.start(), record.variant(), true);
            for (int ply = 0; ply < position.ply(); ply++) {
                replayed.play(record.move(ply));
            }
            int move = MoveCode.atRank(replayed, rank, new int[Position.MAX_MOVES]);
            if (move == 0) {
                throw new IllegalStateException("the index has move rank " + rank + " in " + replayed.fen()
                        + ", which has fewer moves: the index does not belong to this database");
            }
            return MoveCode.of(move);
        });
    }

    private static EndgameStatistics endgameResult(int signature, int outcome) {
        boolean blackFirst = MaterialSignature.blackFirst(signature);
        int firstWins = outcome == (blackFirst ? Outcome.BLACK_WINS : Outcome.WHITE_WINS) ? 1 : 0;
        int draws = outcome == Outcome.DRAW ? 1 : 0;
        return new EndgameStatistics(MaterialSignature.name(signature), 1, firstWins, draws, 1 - firstWins - draws);
    }
}
