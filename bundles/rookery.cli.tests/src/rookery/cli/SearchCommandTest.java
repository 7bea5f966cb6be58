package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import rookery.database.ScanProgress;
import rookery.database.StructureFamily;
import rookery.database.StructureQuery;

/** {@code ./rookery search} in-process over 580 world championship games: each mode's JSON read back against the database's own answer, and bad syntax. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SearchCommandTest {

    @TempDir
    static Path folder;

    private Path db;

    @BeforeAll
    void importGames() {
        Path pgn = Path.of(System.getProperty("rookery.shared.data", "../shared/data"), "pgn/edge-cases/pychess-world_matches.pgn");
        assumeTrue(Files.isRegularFile(pgn), "shared test data missing: " + pgn);
        db = folder.resolve("db");
        assertEquals(0, RookeryCommand.run("import", "--db", db.toString(), pgn.toString()));
    }


    /** The top-level numbers of the JSON answer, and the list's ids and first plies. */
    private record Answer(Map<String, Long> numbers, List<Long> ids, List<Long> firstPlies, int pieceMoves) {
    }

    private Answer search(String... mode) throws Exception {
        List<String> arguments = new ArrayList<>(List.of("search", "--db", db.toString(), "--json", "--limit", "500"));
        arguments.addAll(List.of(mode));
        CommandRun run = CommandRun.of(arguments.toArray(String[]::new));
        assertEquals(0, run.exit(), run.err());
        Map<String, Long> numbers = new HashMap<>();
        List<Long> ids = new ArrayList<>();
        List<Long> plies = new ArrayList<>();
        int pieceMoves = 0;
        try (JsonParser json = new JsonFactory().createParser(run.out())) {
            assertEquals(JsonToken.START_OBJECT, json.nextToken());
            int depth = 1;
            String array = null;
            while (depth > 0) {
                JsonToken token = json.nextToken();
                switch (token) {
                    case START_OBJECT -> depth++;
                    case END_OBJECT -> depth--;
                    case START_ARRAY -> array = json.currentName();
                    case END_ARRAY -> array = null;
                    case VALUE_NUMBER_INT -> {
                        String name = json.currentName();
                        if (depth == 1) {
                            numbers.put(name, json.getLongValue());
                        } else if ("list".equals(array) && name.equals("id")) {
                            ids.add(json.getLongValue());
                        } else if ("list".equals(array) && name.equals("firstPly")) {
                            plies.add(json.getLongValue());
                        } else if ("pieceMoves".equals(array) && name.equals("games")) {
                            pieceMoves++;
                        }
                    }
                    default -> {
                    }
                }
            }
        }
        return new Answer(numbers, ids, plies, pieceMoves);
    }

    @Test
    void eachModeAnswersWhatTheDatabaseFinds() throws Exception {
        Answer iqp = search("--structure", "iqp");
        long expected;
        try (OpeningDatabase opened = OpeningDatabase.open(db)) {
            expected = opened.findGames(new StructureQuery.Family(StructureFamily.ISOLATED_QUEEN_PAWN), 2, ScanProgress.NONE).size();
        }
        assertTrue(expected > 20);
        assertEquals(expected, iqp.numbers().get("games"));
        assertEquals(expected, iqp.numbers().get("white") + iqp.numbers().get("draws") + iqp.numbers().get("black") + iqp.numbers().get("unknown"));
        assertEquals(Math.min(500, expected), iqp.ids().size());
        assertTrue(iqp.firstPlies().stream().allMatch(ply -> ply >= 0));

        Answer carlsbad = search("--moves", "d4 d5 c4 e6 Nc3 Nf6 cxd5 exd5");
        assertTrue(carlsbad.numbers().get("games") > 0);
        assertTrue(carlsbad.pieceMoves() > 0, "piece moves in the structure");
        Answer sameByFen = search("--pawns", "8/ppp2ppp/8/3p4/3P4/8/PP2PPPP/8");
        assertEquals(carlsbad.ids(), sameByFen.ids());

        Answer rookEndings = search("--material", "KRPvKR");
        Answer longRookEndings = search("--material", "KRPvKR", "--plies", "20");
        assertTrue(rookEndings.numbers().get("games") > longRookEndings.numbers().get("games"));
        assertTrue(rookEndings.ids().containsAll(longRookEndings.ids()));

        Answer byQuery = search("--material", "exchange up", "--query", "player:kasparov");
        Answer all = search("--material", "exchange up");
        assertTrue(byQuery.numbers().get("games") < all.numbers().get("games"));
        assertTrue(all.ids().containsAll(byQuery.ids()));

        Answer mirrored = search("--pattern", "Re7,Rd7", "--mirror");
        Answer asWritten = search("--pattern", "Re7,Rd7");
        assertTrue(mirrored.numbers().get("games") >= asWritten.numbers().get("games"));
    }

    @Test
    void textShowsTheCountsAndTheGames() {
        CommandRun run = CommandRun.of("search", "--db", db.toString(), "--structure", "carlsbad", "--limit", "3");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().startsWith("Carlsbad (Pd4 Pe3 -Pc pc6 pd5 -pe, either colour): "), run.out());
        assertTrue(run.out().contains("white wins "), run.out());
    }

    @Test
    void badSyntaxIsAUsageErrorNamingTheToken() {
        CommandRun pattern = CommandRun.of("search", "--db", db.toString(), "--pattern", "Bh7,Zg8");
        assertEquals(2, pattern.exit());
        assertTrue(pattern.err().contains("pattern token 2 'Zg8'"), pattern.err());
        CommandRun material = CommandRun.of("search", "--db", db.toString(), "--material", "KRvKBX");
        assertEquals(2, material.exit());
        assertTrue(material.err().contains("'X' in side 'KBX'"), material.err());
        CommandRun plies = CommandRun.of("search", "--db", db.toString(), "--structure", "iqp", "--plies", "3");
        assertEquals(2, plies.exit());
        assertTrue(plies.err().contains("--plies goes with --material"), plies.err());
        CommandRun none = CommandRun.of("search", "--db", db.toString());
        assertEquals(2, none.exit());
        assertFalse(none.err().isBlank());
        CommandRun unknown = CommandRun.of("search", "--db", db.toString(), "--structure", "isolani");
        assertEquals(2, unknown.exit());
        assertTrue(unknown.err().contains("is not one of iqp"), unknown.err());
    }
}
