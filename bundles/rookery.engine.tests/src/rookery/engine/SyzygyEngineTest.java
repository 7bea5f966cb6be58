package rookery.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.engine.search.Scores;
import rookery.engine.search.SyzygyTree;
import rookery.tablebase.syzygy.SyzygyTablebases;

/** The built-in engine with the shared 3- and 4-piece Syzygy tables: Stockfish's options, the root filtered, probes in the tree. */
class SyzygyEngineTest {

    /** KQvKR, White to move: only Qc2+ wins with the shortest DTZ (51). */
    private static final String KQKR = "8/8/8/3r4/8/2k5/8/1QK5 w - - 0 1";
    /** KQRvKR, five pieces: beyond the tables, one capture away from them. */
    private static final String KQRKR = "8/8/8/3r4/8/2k5/8/1QK4R w - - 0 1";

    private static String folder() {
        return TestData.file("syzygy/KQvKR.rtbz").getParent().toString();
    }

    @Test
    void theOptionsAreStockfishs() {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Map<String, EngineOption> options = engine.options().stream().collect(Collectors.toMap(EngineOption::name, option -> option));
            assertEquals("option name SyzygyPath type string default <empty>", options.get("SyzygyPath").toUci());
            assertEquals("option name SyzygyProbeDepth type spin default 1 min 1 max 100", options.get("SyzygyProbeDepth").toUci());
            assertEquals("option name Syzygy50MoveRule type check default true", options.get("Syzygy50MoveRule").toUci());
            assertEquals("option name SyzygyProbeLimit type spin default 7 min 0 max 7", options.get("SyzygyProbeLimit").toUci());
            IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                    () -> engine.setOption("SyzygyPath", "/no/such/syzygy"));
            assertTrue(missing.getMessage().contains("/no/such/syzygy"), missing.getMessage());
            assertThrows(IllegalArgumentException.class, () -> engine.setOption("SyzygyProbeLimit", "8"));
            assertThrows(IllegalArgumentException.class, () -> engine.setOption("Syzygy50MoveRule", "maybe"));
        }
    }

    @Test
    void atARootInTheTablesOnlyTheBestRankedMovesAreSearched() throws Exception {
        SyzygyTablebases tables = SyzygyTablebases.open(folder());
        Position position = Position.fromFen(KQKR);
        SyzygyRoot.Restriction restriction = SyzygyRoot.restrict(tables, position, Limits.depth(5), 7, true);
        assertTrue(restriction.rankedByDtz());
        assertEquals(List.of(Uci.parse(position, "b1c2")), restriction.limits().searchMoves());
        assertEquals(15, restriction.probes());

        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.setOption("SyzygyPath", folder());
            Recorder recorder = new Recorder();
            engine.start(position, Limits.depth(5), AnalysisOptions.DEFAULT, recorder);
            recorder.await();
            assertEquals(Uci.parse(position, "b1c2"), recorder.bestMove.move());
            assertTrue(recorder.last().tbHits() >= 15, recorder.last().toString());
        }
    }

    @Test
    void insideTheTreeNodesWithinTheLimitAreProbed() throws Exception {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.setOption("SyzygyPath", folder());
            Recorder recorder = new Recorder();
            engine.start(Position.fromFen(KQRKR), Limits.depth(6), AnalysisOptions.DEFAULT, recorder);
            recorder.await();
            assertTrue(recorder.last().tbHits() > 0, recorder.last().toString());

            engine.setOption("SyzygyProbeLimit", "0");
            Recorder without = new Recorder();
            engine.start(Position.fromFen(KQRKR), Limits.depth(6), AnalysisOptions.DEFAULT, without);
            without.await();
            assertEquals(0, without.last().tbHits());
        }
    }

    @Test
    void aWinScoresAboveEveryEvaluationAndBelowEveryMate() {
        assertTrue(SyzygyTree.TB_WIN - 100 > 10_000);
        assertFalse(Scores.isMate(SyzygyTree.TB_WIN));
    }

    @Test
    void positionsBeyondTheLimitAreLeftAlone() throws Exception {
        SyzygyTablebases tables = SyzygyTablebases.open(folder());
        Limits limits = Limits.depth(5);
        assertSame(limits, SyzygyRoot.restrict(tables, Position.fromFen(KQRKR), limits, 7, true).limits());
        assertSame(limits, SyzygyRoot.restrict(tables, Position.fromFen(KQKR), limits, 3, true).limits());
        assertSame(limits, SyzygyRoot.restrict(null, Position.fromFen(KQKR), limits, 7, true).limits());
    }
}
