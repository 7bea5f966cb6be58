package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mistakes} lists the ?/?? moves of a player in the games {@code annotate --store} reviewed, with the engine's best move. */
class MistakesCommandTest {
    private static final String GAMES = """
            [White "Alice"] [Black "Bob"] [Date "2024.01.01"] [Result "1-0"]
            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

            [White "Carol"] [Black "Dan"] [Date "2024.01.02"] [Result "1/2-1/2"]
            1. d4 d5 1/2-1/2
            """;

    @TempDir
    Path folder;

    @Test
    void bobsBlunderIsListedWithThePositionBeforeItAndAMoveThatDoesNotLoseAtOnce() throws Exception {
        Path pgn = Files.writeString(folder.resolve("games.pgn"), GAMES);
        String db = folder.resolve("db").toString();
        assertEquals(0, CommandRun.of("import", "--db", db, pgn.toString()).exit());
        CommandRun annotated = CommandRun.of("annotate", "--db", db, "--query", "bob", "--store", "--depth", "6", "--out",
                folder.resolve("out.pgn").toString());
        assertEquals(0, annotated.exit(), annotated.err());
        CommandRun listed = CommandRun.of("mistakes", "--db", db, "--player", "BOB", "--depth", "6", "--json");
        assertEquals(0, listed.exit(), listed.err());
        Map<String, Object> json = JsonTree.object(listed.out().strip());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> mistakes = (List<Map<String, Object>>) json.get("mistakes");
        Map<String, Object> blunder = mistakes.stream().filter(entry -> entry.get("ply").equals(6L)).findFirst().orElseThrow();
        assertEquals("Nf6", blunder.get("played"));
        assertEquals("??", blunder.get("glyph"));
        assertEquals("black", blunder.get("color"));
        assertEquals("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3", blunder.get("fen"));
        assertNotEquals("Nf6", blunder.get("best"));
        assertTrue(mistakes.stream().allMatch(entry -> entry.get("color").equals("black")), mistakes.toString());

        CommandRun text = CommandRun.of("mistakes", "--db", db, "--player", "Bob", "--depth", "6");
        assertTrue(text.out().contains("3...Nf6??"), text.out());
        assertTrue(CommandRun.of("mistakes", "--db", db, "--player", "Carol", "--json").out().contains("\"mistakes\":[]"));
    }
}
