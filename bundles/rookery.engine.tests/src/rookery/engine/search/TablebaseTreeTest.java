package rookery.engine.search;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisOptions;
import rookery.engine.BuiltinEngine;
import rookery.engine.Limits;
import rookery.engine.Recorder;
import rookery.engine.Score;
import rookery.tablebase.Probe;
import rookery.tablebase.Signature;
import rookery.tablebase.TableGenerator;
import rookery.tablebase.Tablebases;
import rookery.tablebase.Wdl;

class TablebaseTreeTest {

    /** Rook against knight, the knight hanging: only Rxa4 wins, and its mate lies far beyond depth 8. */
    private static final String ROOK_TAKES_KNIGHT = "8/8/8/8/n7/8/7k/R3K3 w - - 0 1";

    @TempDir
    Path folder;

    private Tablebases rookTables() throws Exception {
        Tablebases tablebases = Tablebases.open(folder);
        new TableGenerator(tablebases, 1, (signature, phase, done, total) -> {
        }).generate(Signature.parse("KRvK"));
        return tablebases;
    }

    @Test
    void aCaptureIntoTheTablesIsSolvedWithTheTablesMateDistance() throws Exception {
        Tablebases tablebases = rookTables();
        Position afterCapture = Position.fromFen(ROOK_TAKES_KNIGHT);
        int capture = Uci.parse(afterCapture, "a1a4");
        afterCapture.play(capture);
        Probe table = tablebases.probe(afterCapture);
        assertEquals(Wdl.LOSS, table.wdl());

        AnalysisLine withTables = lastLine(folder.toString());
        assertEquals(capture, withTables.pv().get(0));
        assertEquals(Score.mate((1 + table.dtm() + 1) / 2), withTables.score());

        AnalysisLine withoutTables = lastLine("");
        assertEquals(Score.Kind.CENTIPAWNS, withoutTables.score().kind(), "the mate is beyond depth 8 without the tables");
    }

    private static AnalysisLine lastLine(String tablePath) throws Exception {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.setOption("Tablebase Path", tablePath);
            Recorder recorder = new Recorder();
            engine.start(Position.fromFen(ROOK_TAKES_KNIGHT), Limits.depth(8), AnalysisOptions.DEFAULT, recorder);
            recorder.await();
            List<AnalysisLine> lines = recorder.lines;
            return lines.get(lines.size() - 1);
        }
    }

    @Test
    void probesAnswerOnlyFromLoadedTablesWithScoresFromTheRoot() throws Exception {
        Tablebases tablebases = rookTables();
        Position position = Position.fromFen("8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
        Probe table = tablebases.probe(position);
        TablebaseTree tree = TablebaseTree.forRoot(Tablebases.open(folder), Position.fromFen(ROOK_TAKES_KNIGHT));
        assertNotNull(tree);
        assertEquals(3, tree.maxPieces());
        Position board = position.copy();
        assertEquals(Scores.mateIn(5 + table.dtm()), tree.probe(board, 5, new long[12]));

        Tablebases unloaded = Tablebases.open(folder);
        long[] pieces = new long[12];
        for (int role = Position.PAWN; role <= Position.KING; role++) {
            pieces[2 * role] = board.pieces(Position.WHITE, role);
            pieces[2 * role + 1] = board.pieces(Position.BLACK, role);
        }
        assertEquals(Probe.UNKNOWN, unloaded.probeLoaded(pieces, rookery.chess.Color.WHITE), "never reads a file");
        assertTrue(unloaded.load(Signature.parse("KRK")));
        assertEquals(table, unloaded.probeLoaded(pieces, rookery.chess.Color.WHITE));
    }

    @Test
    void theRootReachesTheTablesOfItsCapturesAndPromotions() {
        List<String> names = TablebaseTree.reachableTables(Signature.parse("KRPKR")).stream().map(Signature::name).toList();
        assertTrue(names.containsAll(List.of("KRK", "KPK", "KQK", "KBK", "KRKR", "KRKP", "KRPK", "KQKR", "KRRK")), names.toString());
        assertFalse(names.contains("KQQK"), "one pawn makes one promotion");
        assertFalse(names.contains("KBKB"), "black has no pawn to promote");
        assertFalse(names.contains("KRPKR"), "the root's own table is not among those it reaches");
    }

    @Test
    void positionsFarFromTheTablesGetNoProbe() throws Exception {
        assertNull(TablebaseTree.forRoot(rookTables(), Position.startpos()));
        assertNull(TablebaseTree.forRoot(null, Position.fromFen(ROOK_TAKES_KNIGHT)));
    }
}
