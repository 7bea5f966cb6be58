package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.eco.EcoTable;

class EndgameStatisticsTest {

    @TempDir
    Path folder;

    @Test
    void signaturesCountEachGameOnceWithTheFirstNamedSidesResults() throws Exception {
        Path pgn = TestData.worldMatches();
        Map<String, int[]> expected = BruteForce.endgames(BruteForce.games(pgn));
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"), DatabaseSettings.DEFAULT, EcoTable.EMPTY)) {
            database.importFiles(List.of(pgn), new ImportOptions(2, 150), ImportListener.NONE);
            List<EndgameStatistics> statistics = database.endgameStatistics();
            Map<String, int[]> actual = new HashMap<>();
            for (EndgameStatistics signature : statistics) {
                actual.put(signature.signature(), new int[] {signature.games(), signature.wins(), signature.draws(), signature.losses()});
                assertEquals(signature.games(), signature.wins() + signature.draws() + signature.losses(), signature.signature());
            }
            assertEquals(expected.keySet(), actual.keySet());
            expected.forEach((name, counts) -> assertEquals(List.of(counts[0], counts[1], counts[2], counts[3]),
                    List.of(actual.get(name)[0], actual.get(name)[1], actual.get(name)[2], actual.get(name)[3]), name));
            assertTrue(actual.containsKey("KRPvKR"), "a rook endgame with a pawn more");
            for (int i = 1; i < statistics.size(); i++) {
                assertTrue(statistics.get(i - 1).games() >= statistics.get(i).games(), "most games first");
            }
        }
    }
}
