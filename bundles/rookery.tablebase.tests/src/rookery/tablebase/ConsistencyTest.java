package rookery.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import rookery.chess.Position;

/**
 * Checks the defining equation of distance to mate: a position's result is the best of its moves'
 * results, one ply longer (checkmate 0, stalemate a draw). Whole tables with the generator's move
 * generation played forwards; samples with rookery.chess's own move generator.
 */
class ConsistencyTest {

    @ParameterizedTest(name = "{0}: every position, forwards")
    @CsvSource({"KQK", "KRK", "KBK", "KNK", "KPK", "KBBK", "KBNK", "KNNK", "KQKR"})
    void everyPositionOfTheTableIsOnePlyBeyondItsBestMove(String signature) {
        Table table = TestTables.table(signature);
        Retrograde.Verification verification = Retrograde.verify(table, TestTables.get()::table, 2, 5);
        assertEquals(List.of(), verification.examples());
        assertEquals(0, verification.inconsistent());
        assertEquals(TableStatistics.of(table, java.time.Duration.ZERO).positions(), verification.positions());
    }

    @Test
    void aWrongEntryIsFound() {
        Table table = TestTables.table("KRK");
        byte[] entries = table.entries.clone();
        String fen = "8/8/8/8/8/8/1Rk5/K7 b - - 0 1";
        int number = table.index.index(new int[] {0, 10, 9}, 1, new int[3]);
        assertEquals(fen, TableStatistics.fen(table.index, number));
        entries[number] = (byte) Entry.of(30);
        Retrograde.Verification verification = Retrograde.verify(new Table(table.index, entries), TestTables.get()::table, 2, 5);
        assertTrue(verification.examples().contains(fen), verification.examples().toString());
    }

    @ParameterizedTest(name = "{0}: every position, rookery.chess moves")
    @CsvSource({"KQK", "KRK", "KBK", "KNK", "KPK"})
    void everyPositionIsOnePlyBeyondItsBestMove(String signature) {
        Table table = TestTables.table(signature);
        for (int number = 0; number < table.index.size; number++) {
            if (table.index.isLegal(number)) {
                check(table, number);
            }
        }
    }

    @ParameterizedTest(name = "{0}: {1} random positions, rookery.chess moves")
    @CsvSource({"KBBK, 5000", "KBNK, 5000", "KNNK, 5000", "KQKR, 10000"})
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
