package rookery.tablebase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Uci;

class TablebasesTest {

    private final Tablebases tables = TestTables.get();

    @Test
    void probesFromTheSideToMove() {
        Position whiteToMove = Position.fromFen("8/8/8/8/4k3/8/1Q6/K7 w - - 0 1");
        assertEquals(Tablebases.WIN, tables.probeWdl(whiteToMove));
        assertEquals(Probe.of(Wdl.LOSS, 20), tables.probe(Position.fromFen("8/8/8/8/4k3/8/1Q6/K7 b - - 0 1")));
        assertEquals(20, tables.probeDtm(Position.fromFen("8/8/8/8/4k3/8/1Q6/K7 b - - 0 1")));
        assertEquals(Tablebases.LOSS, tables.probeWdl(Position.fromFen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1")));
        assertEquals(0, tables.probeDtm(Position.fromFen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1")), "checkmated");
        assertEquals(Tablebases.DRAW, tables.probeWdl(Position.fromFen("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1")), "stalemate");
    }

    @Test
    void aFreshInstanceReadsTheTablesFromTheirFiles() {
        Position position = Position.fromFen("8/8/8/8/2r5/8/8/K1k4Q b - - 0 1");
        assertEquals(tables.probe(position), Tablebases.open(tables.directory()).probe(position));
    }

    @Test
    void searchProbesAnswerOnlyFromTablesInMemory() {
        Position position = Position.fromFen("8/8/8/8/2r5/8/8/K1k4Q b - - 0 1");
        long[] pieces = new long[Piece.values().length];
        for (Piece piece : Piece.values()) {
            pieces[piece.ordinal()] = position.pieces(piece.color(), piece.role());
        }
        Tablebases fresh = Tablebases.open(tables.directory());
        assertEquals(Probe.UNKNOWN, fresh.probeLoaded(pieces, Color.BLACK), "no file is read");
        assertTrue(fresh.load(Signature.parse("KRvKQ")));
        assertEquals(tables.probe(position), fresh.probeLoaded(pieces, Color.BLACK));
        assertFalse(fresh.load(Signature.parse("KQQKR")), "no such file");
    }

    @Test
    void colorsExchangedGiveTheSameAnswer() {
        Probe white = tables.probe(Position.fromFen("8/8/8/8/2r5/8/8/K1k4Q b - - 0 1"));
        Probe black = tables.probe(Position.fromFen(TableDump.swapColors("8/8/8/8/2r5/8/8/K1k4Q b - - 0 1")));
        assertEquals(Probe.of(Wdl.LOSS, 70), white);
        assertEquals(white, black);
        assertEquals(Tablebases.WIN, tables.probeWdl(Position.fromFen("8/8/8/8/4K3/8/1q6/k7 b - - 0 1")));
    }

    @Test
    void unknownWithoutATableWithCastlingRightsOrTooManyPieces(@TempDir Path empty) {
        assertEquals(Tablebases.UNKNOWN, Tablebases.open(empty).probeWdl(Position.fromFen("8/8/8/8/4k3/8/1Q6/K7 w - - 0 1")));
        assertEquals(Tablebases.UNKNOWN_DTM, Tablebases.open(empty).probeDtm(Position.fromFen("8/8/8/8/4k3/8/1Q6/K7 w - - 0 1")));
        assertEquals(Probe.UNKNOWN, tables.probe(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")));
        assertEquals(Probe.UNKNOWN, tables.probe(Position.startpos()));
        assertEquals(Probe.DRAW, Tablebases.open(empty).probe(Position.fromFen("8/8/4k3/8/8/8/8/K7 w - - 0 1")), "bare kings");
    }

    @Test
    void anEnPassantRightNeedsTheTablesOfEveryMove() {
        // bxa6 leads to KPK, the other moves to KPKP, which is not among the test tables.
        assertEquals(Probe.UNKNOWN, tables.probe(Position.fromFen("7k/8/8/pP6/8/8/8/K7 w - a6 0 1")));
    }

    @Test
    void movesAreListedBestFirstWithTheResultForTheMover() {
        Position position = Position.fromFen("8/8/8/8/2r5/8/8/K1k4Q b - - 0 1");
        List<MoveProbe> moves = tables.probeMoves(position);
        assertEquals(position.legalMoves().length, moves.size());
        assertEquals(Probe.of(Wdl.LOSS, 70), moves.get(0).result());
        assertTrue(moves.stream().allMatch(m -> m.result().wdl() == Wdl.LOSS));
        for (int i = 1; i < moves.size(); i++) {
            assertTrue(moves.get(i - 1).result().score() >= moves.get(i).result().score());
        }
        Position winning = Position.fromFen("8/8/8/8/4k3/8/1Q6/K7 w - - 0 1");
        MoveProbe best = tables.probeMoves(winning).get(0);
        assertEquals(tables.probe(winning), best.result());
    }

    @Test
    void theBestLineEndsInCheckmateAfterTheMateDistance() {
        Position position = Position.fromFen("8/8/8/8/8/8/1Rk5/K7 b - - 0 1");
        int[] line = tables.bestLine(position);
        assertEquals(32, line.length);
        Position end = position.copy();
        for (int move : line) {
            end.play(move);
        }
        assertTrue(end.isCheckmate(), end.fen());
        assertArrayEquals(new int[0], tables.bestLine(Position.fromFen("8/8/8/4k3/8/8/8/2NNK3 b - - 0 1")));
        assertEquals(Uci.parse(position, Position.fromFen("8/8/8/8/8/8/1Rk5/K7 b - - 0 1").uci(line[0])), line[0]);
    }
}
