package rookery.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import rookery.chess.Color;
import rookery.chess.Position;

class GeneratedTablesTest {

    private static TableStatistics statistics(String signature) {
        return TableStatistics.of(TestTables.table(signature), Duration.ZERO);
    }

    @ParameterizedTest
    @CsvSource({"KQK, 10", "KRK, 16", "KBBK, 19", "KBNK, 33", "KQKR, 35", "KPK, 28"})
    void longestMatesAreTheKnownOnes(String signature, int moves) {
        TableStatistics statistics = statistics(signature);
        assertEquals(moves, statistics.longestMateMoves(), signature);
        Probe probe = TestTables.get().probe(Position.fromFen(statistics.longestFen()));
        assertEquals(statistics.longestDtm(), probe.dtm(), statistics.longestFen());
        assertEquals(moves, probe.moves(), statistics.longestFen());
    }

    @ParameterizedTest
    @CsvSource({"KBK", "KNK"})
    void aLoneMinorPieceCannotWin(String signature) {
        TableStatistics statistics = statistics(signature);
        assertTrue(statistics.positions() > 40_000);
        assertEquals(statistics.positions(), statistics.whiteToMove().draws() + statistics.blackToMove().draws());
    }

    @Test
    void twoKnightsForceNoMateAgainstTheDefenderToMove() {
        TableStatistics statistics = statistics("KNNK");
        assertEquals(0, statistics.blackToMove().wins());
        assertTrue(statistics.blackToMove().losses() > 0, "some positions are already checkmate");
        Table table = TestTables.table("KNNK");
        for (int number = table.index.half; number < table.index.size; number++) {
            int entry = table.entry(number);
            if (Entry.isLoss(entry)) {
                String fen = TableStatistics.fen(table.index, number);
                assertEquals(0, Entry.dtm(entry), fen + " is not yet mate");
                assertTrue(Position.fromFen(fen).isCheckmate(), fen);
            }
        }
        assertEquals(Probe.DRAW, TestTables.get().probe(Position.fromFen("8/8/8/4k3/8/8/8/2NNK3 b - - 0 1")));
        assertEquals(Probe.DRAW, TestTables.get().probe(Position.fromFen("8/8/8/4k3/8/8/8/2NNK3 w - - 0 1")));
    }

    @ParameterizedTest
    @CsvSource({"KQK", "KRK", "KBNK", "KQKR"})
    void checkmatedPositionsAndOnlyTheyHaveDistanceZero(String signature) {
        Table table = TestTables.table(signature);
        int step = Math.max(1, table.index.size / 200_000);
        int mates = 0;
        for (int number = 0; number < table.index.size; number += step) {
            if (!table.index.isLegal(number)) {
                continue;
            }
            int entry = table.entry(number);
            Position position = Position.fromFen(TableStatistics.fen(table.index, number));
            boolean mateEntry = Entry.isLoss(entry) && Entry.dtm(entry) == 0;
            assertEquals(position.isCheckmate(), mateEntry, position.fen());
            mates += mateEntry ? 1 : 0;
        }
        assertTrue(mates > 0, signature + " has checkmates");
    }

    @Test
    void queenAgainstRookIsMostlyWonForTheQueen() {
        TableStatistics statistics = statistics("KQKR");
        TableStatistics.Results white = statistics.toMove(Color.WHITE);
        assertTrue(white.wins() > 50 * (white.draws() + white.losses()), white.toString());
        assertTrue(statistics.toMove(Color.BLACK).wins() > 0, "black wins some positions by a fork or skewer");
    }
}
