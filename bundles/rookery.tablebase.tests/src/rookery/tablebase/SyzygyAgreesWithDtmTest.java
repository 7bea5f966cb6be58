package rookery.tablebase;

import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import rookery.chess.Position;
import rookery.tablebase.syzygy.SyzygyTablebases;
import rookery.tablebase.syzygy.SyzygyWdl;

/**
 * Rookery's distance-to-mate tables against the Syzygy tables: the same result wherever the
 * fifty-move rule cannot matter (a mate within 100 plies is a Syzygy win, a Syzygy cursed win
 * needs more than 100 plies to mate), over random legal positions of each table the tests generate.
 */
class SyzygyAgreesWithDtmTest {

    private static final int POSITIONS_PER_TABLE = 20_000;

    @Test
    void everyResultAgrees() throws IOException {
        Path folder = Path.of(System.getProperty("rookery.shared.data", "../shared/data")).resolve("syzygy");
        Assumptions.assumeTrue(Files.isRegularFile(folder.resolve("KQvKR.rtbw")), "shared Syzygy tables not found: " + folder);
        SyzygyTablebases syzygy = SyzygyTablebases.open(List.of(folder));
        Tablebases tablebases = TestTables.get();
        SplittableRandom random = new SplittableRandom(36);
        for (String name : TestTables.SIGNATURES) {
            Table table = TestTables.table(name);
            int checked = 0;
            while (checked < POSITIONS_PER_TABLE) {
                int number = random.nextInt(table.index.size);
                if (!table.index.isLegal(number)) {
                    continue;
                }
                String disagreement = disagreement(tablebases, syzygy, table, number);
                assertNull(disagreement, disagreement);
                checked++;
            }
        }
    }

    /**
     * Why the two tables disagree on the legal position {@code number} of {@code table}, or null
     * when they agree: a mate is a Syzygy win (or loss), a cursed win (or blessed loss) only beyond
     * 100 plies to mate, and draws are draws.
     */
    static String disagreement(Tablebases tablebases, SyzygyTablebases syzygy, Table table, int number) {
        String fen = TableStatistics.fen(table.index, number);
        Position position = Position.fromFen(fen);
        Probe dtm = tablebases.probe(position);
        SyzygyWdl wdl = syzygy.probeWdl(position);
        boolean agree = switch (dtm.wdl()) {
            case WIN -> wdl == SyzygyWdl.WIN || wdl == SyzygyWdl.CURSED_WIN && dtm.dtm() > 100;
            case LOSS -> wdl == SyzygyWdl.LOSS || wdl == SyzygyWdl.BLESSED_LOSS && dtm.dtm() > 100;
            case DRAW -> wdl == SyzygyWdl.DRAW;
            case UNKNOWN -> false;
        };
        return agree ? null : fen + ": DTM " + dtm + ", Syzygy " + wdl;
    }
}
