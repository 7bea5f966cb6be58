package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import rookery.database.OpeningDatabase;
import rookery.database.TheoryReport;
import rookery.tablebase.GenerationListener;
import rookery.tablebase.Signature;
import rookery.tablebase.TableGenerator;
import rookery.tablebase.Tablebases;

/**
 * {@code ./rookery endgames --theory} over the bundled sample: imported with tables it reports what
 * the database computed, {@code --update} fills a database imported without them, {@code --player}
 * narrows, the JSON reads back, and misplaced options are usage errors.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EndgamesCommandTest {
    private static final Path SAMPLE = Path.of("../../data/sample/rookery-sample.pgn");

    @TempDir
    static Path folder;

    private Path tables;

    @BeforeAll
    void generateTables() throws Exception {
        tables = Files.createDirectories(folder.resolve("tables"));
        TableGenerator generator = new TableGenerator(Tablebases.open(tables), 2, GenerationListener.SILENT);
        for (String signature : List.of("KQK", "KRK", "KPK", "KBK", "KNK")) {
            generator.generateMissing(Signature.parse(signature));
        }
    }


    /** The "games" of the total and of each row of "bySignature", by label. */
    private static Map<String, Long> games(String json) throws Exception {
        Map<String, Long> games = new HashMap<>();
        try (JsonParser parser = new JsonFactory().createParser(json)) {
            String label = null;
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token == JsonToken.VALUE_STRING && "label".equals(parser.currentName())) {
                    label = parser.getText();
                } else if (token == JsonToken.VALUE_NUMBER_INT && "games".equals(parser.currentName()) && label != null) {
                    games.putIfAbsent(label, parser.getLongValue());
                }
            }
        }
        return games;
    }

    @Test
    void importedWithTablesOrUpdatedTheReportIsTheDatabases() throws Exception {
        Path withTables = folder.resolve("with-tables");
        assertEquals(0, CommandRun.of("import", "--db", withTables.toString(), "--tables", tables.toString(), SAMPLE.toString()).exit());
        CommandRun report = CommandRun.of("endgames", "--db", withTables.toString(), "--theory", "--json");
        assertEquals(0, report.exit(), report.err());
        Map<String, Long> games = games(report.out());
        TheoryReport expected;
        try (OpeningDatabase database = OpeningDatabase.open(withTables)) {
            expected = database.theoryReport(null, 5);
        }
        assertTrue(expected.total().games() > 20, "games reaching the tables: " + expected.total().games());
        assertEquals(expected.total().games(), games.get("all games"));
        assertEquals(expected.bySignature().get(0).games(), games.get(expected.bySignature().get(0).label()));

        Path without = folder.resolve("without-tables");
        Path empty = Files.createDirectories(folder.resolve("empty"));
        assertEquals(0, CommandRun.of("import", "--db", without.toString(), "--tables", empty.toString(), SAMPLE.toString()).exit());
        // Without tables only the positions that need none (a bare king against a king and a minor piece) have a theory.
        long before = games(CommandRun.of("endgames", "--db", without.toString(), "--theory", "--json").out()).get("all games");
        assertTrue(before < games.get("all games"), before + " games before the update");
        CommandRun updated = CommandRun.of("endgames", "--db", without.toString(), "--theory", "--update", "--tables", tables.toString(), "--json");
        assertEquals(0, updated.exit(), updated.err());
        assertEquals(games, games(updated.out()));

        String player = expected.byPlayer().get(0).label();
        CommandRun mine = CommandRun.of("endgames", "--db", withTables.toString(), "--theory", "--player", player);
        assertEquals(0, mine.exit(), mine.err());
        assertTrue(mine.out().startsWith("Practice against theory, " + player + "'s games"), mine.out());
    }

    @Test
    void misplacedOptionsAreUsageErrors() {
        CommandRun player = CommandRun.of("endgames", "--db", folder.resolve("x").toString(), "--player", "Carlsen");
        assertEquals(2, player.exit());
        assertTrue(player.err().contains("go with --theory"), player.err());
    }
}
