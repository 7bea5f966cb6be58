package rookery.engine;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.tablebase.MoveProbe;
import rookery.tablebase.Signature;
import rookery.tablebase.TableGenerator;
import rookery.tablebase.Tablebases;

class TablebaseRootTest {

    @TempDir
    Path folder;

    @Test
    void theSearchOnlyConsidersTheFastestWinsAndReportsTheTablesMate() throws Exception {
        Tablebases tablebases = Tablebases.open(folder);
        new TableGenerator(tablebases, 1, (signature, phase, done, total) -> {
        }).generate(Signature.parse("KRvK"));
        Position position = Position.fromFen("8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
        Limits restricted = TablebaseRoot.restrict(tablebases, position, Limits.depth(12));
        List<MoveProbe> probes = tablebases.probeMoves(position);
        assertFalse(restricted.searchMoves().isEmpty());
        for (int move : restricted.searchMoves()) {
            assertEquals(probes.get(0).result(), probes.stream().filter(p -> p.move() == move).findFirst().orElseThrow().result());
        }
        assertTrue(restricted.searchMoves().size() < probes.size());

        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.setOption("Tablebase Path", folder.toString());
            Recorder recorder = new Recorder();
            engine.start(position, Limits.depth(8), AnalysisOptions.DEFAULT, recorder);
            recorder.await();
            assertTrue(restricted.searchMoves().contains(recorder.bestMove.move()));
            assertThrows(IllegalArgumentException.class, () -> engine.setOption("Tablebase Path", folder.resolve("missing").toString()));
        }
    }

    @Test
    void positionsBeyondTheTablesAreLeftAlone() {
        Tablebases empty = Tablebases.open(folder);
        Limits limits = Limits.depth(5);
        assertSame(limits, TablebaseRoot.restrict(empty, Position.startpos(), limits));
        assertSame(limits, TablebaseRoot.restrict(empty, Position.fromFen("8/8/8/3k4/8/8/8/R3K3 w - - 0 1"), limits));
        assertSame(limits, TablebaseRoot.restrict(null, Position.fromFen("8/8/8/3k4/8/8/8/R3K3 w - - 0 1"), limits));
    }
}
