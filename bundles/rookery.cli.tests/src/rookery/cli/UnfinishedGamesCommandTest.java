package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code explore} shows the unfinished games ({@code *}) as their own count, {@code games} lists them: the numbers add up (issue 33, #6). */
class UnfinishedGamesCommandTest {

    private static final String GAMES = """
            [White "Anand"] [Black "Topalov"] [Result "1-0"]
            1. e4 e5 2. Nf3 1-0

            [White "Carlsen"] [Black "Caruana"] [Result "*"]
            1. e4 c5 *

            [White "Ding"] [Black "Nepomniachtchi"] [Result "*"]
            1. e4 e6 2. d4 *

            [White "Kramnik"] [Black "Leko"] [Result "1/2-1/2"]
            1. d4 d5 1/2-1/2
            """;

    @TempDir
    Path folder;

    @Test
    void exploreCountsTheUnfinishedGamesThatGamesLists() throws Exception {
        Path pgn = Files.writeString(folder.resolve("games.pgn"), GAMES);
        String db = folder.resolve("db").toString();
        CommandRun imported = CommandRun.of("import", "--db", db, pgn.toString());
        assertEquals(0, imported.exit(), imported.err());

        Map<String, Object> explored = JsonTree.object(run("explore", "--db", db, "--moves", "e4", "--json"));
        assertEquals(1L, explored.get("games"));
        assertEquals(2L, explored.get("unfinished"));
        Map<String, Object> listed = JsonTree.object(run("games", "--db", db, "--moves", "e4", "--json"));
        assertEquals(3L, listed.get("total"));

        String text = run("explore", "--db", db, "--moves", "e4");
        assertTrue(text.contains("1 games: ") && text.contains("unfinished (*): 2 games"), text);
    }

    private static String run(String... arguments) {
        CommandRun run = CommandRun.of(arguments);
        assertEquals(0, run.exit(), String.join(" ", arguments) + ": " + run.err());
        return run.out().strip();
    }
}
