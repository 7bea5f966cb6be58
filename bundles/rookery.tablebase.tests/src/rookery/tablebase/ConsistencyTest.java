package rookery.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import rookery.chess.Position;

/**
 * Checks the defining equation of distance to mate with rookery.chess's own move generator:
 * a position's result is the best of its moves' results, one ply longer.
 */
class ConsistencyTest {

    @ParameterizedTest(name = "{0}: every position")
    @CsvSource({"KQK", "KRK", "KBK", "KNK", "KPK"})
    void everyPositionIsOnePlyBeyondItsBestMove(String signature) {
        Table table = TestTables.table(signature);
        for (int number = 0; number < table.index.size; number++) {
            if (table.index.isLegal(number)) {
                check(table, number);
            }
        }
    }

    @ParameterizedTest(name = "{0}: {1} random positions")
    @CsvSource({"KBBK, 20000", "KBNK, 20000", "KNNK, 20000", "KQKR, 30000"})
    void randomPositionsAreOnePlyBeyondTheirBestMove(String signature, int count) {
        Table table = TestTables.table(signature);
        SplittableRandom random = new SplittableRandom(signature.hashCode());
        for (int checked = 0; checked < count; ) {
            int number = random.nextInt(table.index.size);
            if (table.index.isLegal(number)) {
                check(table, number);
                checked++;
            }
        }
    }

    private static void check(Table table, int number) {
        Position position = Position.fromFen(TableStatistics.fen(table.index, number));
        Probe stored = Probe.ofEntry(table.entry(number));
        int best = Entry.NONE;
        for (int move : position.legalMoves()) {
            position.play(move);
            Probe after = TestTables.get().probe(position);
            position.undo();
            assertNotEquals(Wdl.UNKNOWN, after.wdl(), () -> position.fen() + " " + position.uci(move));
            best = Math.max(best, Entry.moverScore(after.score()));
        }
        Probe expected = best == Entry.NONE ? (position.isCheck() ? Probe.of(Wdl.LOSS, 0) : Probe.DRAW) : Probe.ofScore(best);
        assertEquals(expected, stored, position.fen());
    }
}
