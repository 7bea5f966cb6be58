package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The games' TimeControl tags: kept by the import, shown in their headers, sorted over all games by
 * the estimated duration, written back by the export, and an older database without the column
 * opened and given it.
 */
class TimeControlTest {

    /** White's name tells each game's time control (none: no tag). */
    private static final List<String> CONTROLS = List.of("180+2", "60+0", "5400+30", "-", "none", "600", "?", "15+0");

    @TempDir
    Path folder;

    private Path pgn(String prefix) throws Exception {
        StringBuilder text = new StringBuilder();
        for (String control : CONTROLS) {
            text.append("[White \"").append(prefix).append(control).append("\"]\n[Black \"B\"]\n[Result \"1-0\"]\n");
            if (!control.equals("none")) {
                text.append("[TimeControl \"").append(control).append("\"]\n");
            }
            text.append("\n1. e4 e5 2. Nf3 1-0\n\n");
        }
        return Files.writeString(folder.resolve(prefix + "games.pgn"), text, StandardCharsets.UTF_8);
    }

    private static Map<String, String> controlsByWhite(OpeningDatabase database) throws Exception {
        return database.games(GameSearch.of(null, "", GameSort.DATE), 0, 100).games().stream()
                .collect(Collectors.toMap(GameHeader::white, header -> String.valueOf(header.timeControl())));
    }

    @Test
    void theTagIsKeptSortedByDurationAndExported() throws Exception {
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            database.importFiles(List.of(pgn("")), ImportOptions.defaults().withThreads(1), ImportListener.NONE);
            Map<String, String> controls = controlsByWhite(database);
            for (String control : CONTROLS) {
                assertEquals(control.equals("none") ? "null" : control, controls.get(control), control);
            }

            long[] ids = database.gameIds(GameSearch.of(null, "", GameSort.TIME_CONTROL).sortedBy(GameSort.TIME_CONTROL, false));
            List<String> order = database.listed(ids).games().stream().map(GameHeader::white).toList();
            // 15 s, 60 s, 180 + 40 x 2 = 260 s, 600 s, 5400 + 40 x 30 = 6600 s; then no clock and unknown by their text; no tag last
            assertEquals(List.of("15+0", "60+0", "180+2", "600", "5400+30", "-", "?", "none"), order);
            long[] down = database.gameIds(GameSearch.of(null, "", GameSort.TIME_CONTROL).sortedBy(GameSort.TIME_CONTROL, true));
            assertEquals("5400+30", database.listed(new long[] {down[2]}).games().get(0).white(), "reversed: the unknown ones, then the longest");

            StringBuilder exported = new StringBuilder();
            assertEquals(CONTROLS.size(), database.exportGames(GameSelection.all(), exported, ScanProgress.NONE));
            assertTrue(exported.toString().contains("[TimeControl \"5400+30\"]"), exported.toString());
            Path again = Files.writeString(folder.resolve("exported.pgn"), exported, StandardCharsets.UTF_8);
            try (OpeningDatabase reimported = OpeningDatabase.open(folder.resolve("again"))) {
                reimported.importFiles(List.of(again), ImportOptions.defaults().withThreads(1), ImportListener.NONE);
                assertEquals(controls, controlsByWhite(reimported), "the export re-imports to the same time controls");
            }
        }
    }

    @Test
    void aDatabaseMadeBeforeTheColumnOpensAndKeepsTheTagOfGamesImportedSince() throws Exception {
        Path db = folder.resolve("old");
        try (OpeningDatabase database = OpeningDatabase.open(db)) {
            database.importFiles(List.of(pgn("old ")), ImportOptions.defaults().withThreads(1), ImportListener.NONE);
        }
        try (Connection connection = Storage.openSqlite(db); Statement statement = connection.createStatement()) {
            statement.execute("ALTER TABLE games DROP COLUMN time_control");
        }
        try (OpeningDatabase database = OpeningDatabase.open(db)) {
            Map<String, String> controls = controlsByWhite(database);
            assertEquals(CONTROLS.size(), controls.size());
            assertTrue(controls.values().stream().allMatch("null"::equals), controls.toString());
            database.importFiles(List.of(pgn("new ")), ImportOptions.defaults().withThreads(1), ImportListener.NONE);
            controls = controlsByWhite(database);
            assertEquals("180+2", controls.get("new 180+2"));
            assertEquals("null", controls.get("old 180+2"));
        }
    }
}
