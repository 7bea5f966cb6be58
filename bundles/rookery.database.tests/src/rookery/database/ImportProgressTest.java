package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.eco.EcoTable;

/** The time an import has left comes from the games committed, not from the bytes read ahead of them (issue 33, #2). */
class ImportProgressTest {

    private static final long SECOND = 1_000_000_000L;

    @TempDir
    Path folder;

    @Test
    void timeLeftIsTheGamesStillToCommitAtTheRateGamesWereCommitted() {
        // 95 % of the bytes read, 40 % of the games committed after 40 s: 600 games to go at 10 games a second.
        ImportProgress readAhead = new ImportProgress("big.pgn", 950_000, 1_000_000, 950, 0, 0, 950, 400, 40 * SECOND);
        assertEquals(60, readAhead.etaSeconds());
    }

    @Test
    void nothingIsEstimatedBeforeTheFirstCommitOrWithoutTheSize() {
        assertEquals(-1, new ImportProgress("big.pgn", 500_000, 1_000_000, 500, 0, 0, 500, 0, 5 * SECOND).etaSeconds());
        assertEquals(-1, new ImportProgress("download", 500_000, -1, 500, 0, 0, 500, 200, 5 * SECOND).etaSeconds());
    }

    @Test
    void anImportReportsTheGamesCommittedBehindTheGamesRead() throws Exception {
        Path pgn = folder.resolve("all.pgn");
        Files.writeString(pgn, String.join("\n", ImportTest.worldMatchGames()), StandardCharsets.UTF_8);
        List<ImportProgress> reports = new ArrayList<>();
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"), new DatabaseSettings(20, 3), EcoTable.EMPTY)) {
            ImportSummary summary = database.importFiles(List.of(pgn), new ImportOptions(2, 100), reports::add);
            long previous = 0;
            for (ImportProgress report : reports) {
                assertTrue(report.gamesCommitted() >= previous && report.gamesCommitted() <= report.gamesRead(), report.toString());
                assertTrue(report.gamesCommitted() > 0 || report.etaSeconds() == -1, report.toString());
                previous = report.gamesCommitted();
            }
            ImportProgress last = reports.get(reports.size() - 1);
            long games = summary.imported() + summary.duplicates() + summary.rejected();
            assertEquals(games, last.gamesRead());
            assertEquals(games, last.gamesCommitted());
            assertEquals(0, last.etaSeconds());
        }
    }
}
