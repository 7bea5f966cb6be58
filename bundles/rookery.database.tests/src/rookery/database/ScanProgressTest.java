package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.eco.EcoTable;

/** A search by pattern replays the stored games and reports the games and the positions it replayed (issue 33, #7). */
class ScanProgressTest {

    private static final int GAMES = 2_500;
    /** Six plies: the start position and one after each move. */
    private static final int POSITIONS_PER_GAME = 7;

    private record Report(long games, long totalGames, long positions) {
    }

    @TempDir
    Path folder;

    @Test
    void theProgressCountsEveryPositionReplayedNotTheGames() throws Exception {
        StringBuilder pgn = new StringBuilder();
        for (int i = 0; i < GAMES; i++) {
            pgn.append("[White \"Player ").append(i).append("\"]\n[Black \"Opponent\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n");
        }
        Path file = Files.writeString(folder.resolve("games.pgn"), pgn);
        List<Report> reports = new CopyOnWriteArrayList<>();
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"), new DatabaseSettings(20, 8), EcoTable.EMPTY)) {
            database.importFiles(List.of(file), new ImportOptions(2, 1_000), ImportListener.NONE);
            StructureQuery neverMet = new StructureQuery.Pattern(PositionPattern.parse("Kh8", false));
            StructureMatches matches = database.findGames(neverMet, 2,
                    (games, totalGames, positions) -> reports.add(new Report(games, totalGames, positions)));
            assertEquals(0, matches.size());
            assertEquals(GAMES * POSITIONS_PER_GAME, matches.positions());
        }
        assertTrue(reports.size() > 1, "reports while replaying: " + reports);
        for (Report report : reports) {
            assertEquals(GAMES, report.totalGames());
            assertTrue(report.games() <= GAMES && report.positions() >= report.games() * POSITIONS_PER_GAME, report.toString());
        }
        assertEquals(new Report(GAMES, GAMES, GAMES * POSITIONS_PER_GAME), reports.get(reports.size() - 1));
    }
}
