package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code maintain names}, {@code maintain duplicates} and {@code maintain compact} on the world championship games. */
class MaintainCommandTest {
    private static final Path WORLD_MATCHES = Path.of(System.getProperty("rookery.shared.data", "../shared/data"),
            "pgn/edge-cases/pychess-world_matches.pgn");

    @TempDir
    Path folder;

    @Test
    void namesAreListedAndMergedDuplicatesFoundAndTheDatabaseCompacted() throws Exception {
        assumeTrue(Files.isReadable(WORLD_MATCHES), "no shared data at " + WORLD_MATCHES);
        String db = folder.resolve("db").toString();
        run("import", "--db", db, WORLD_MATCHES.toString());

        String listed = run("maintain", "names", "--db", db);
        assertTrue(listed.contains("Botvinnik, Mikhail") && listed.contains("Botvinnik, Michael"), listed);
        Map<String, Object> merged = JsonTree.object(run("maintain", "names", "--db", db, "--into", "Botvinnik, Mikhail", "--variant",
                "Botvinnik, Michael", "--json"));
        assertEquals(17L, merged.get("renamed"));
        assertEquals(List.of(), JsonTree.object(run("maintain", "names", "--db", db, "--json")).get("groups"));
        assertEquals(52L, JsonTree.object(run("games", "--db", db, "--query", "player:\"Botvinnik, Mikhail\"", "--json")).get("total"));
        Map<String, Object> events = JsonTree.object(run("maintain", "names", "--db", db, "--kind", "event", "--merge-all", "--json"));
        assertEquals(5L, events.get("renamed"), "'m1 London' (4 games) and 'London m3' (1), the less used spellings, renamed");

        Map<String, Object> duplicates = JsonTree.object(run("maintain", "duplicates", "--db", db, "--moves-only", "--json"));
        assertEquals(0L, duplicates.get("duplicates"), "the world championship games are each once in the file");

        Map<String, Object> compacted = JsonTree.object(run("maintain", "compact", "--db", db, "--json"));
        assertTrue((Long) compacted.get("regained") > 0, "the 22 games renamed were deleted and added again: " + compacted);
        assertEquals(580L, JsonTree.object(run("games", "--db", db, "--json")).get("total"));

        Path bad = Files.writeString(folder.resolve("bad.ssp"), "Kasparov, Garry\n");
        CommandRun unreadable = CommandRun.of("maintain", "names", "--db", db, "--spelling", bad.toString());
        assertEquals(1, unreadable.exit());
        assertTrue(unreadable.err().contains("bad.ssp:1:"), unreadable.err());
    }

    private static String run(String... arguments) {
        CommandRun run = CommandRun.of(arguments);
        assertEquals(0, run.exit(), String.join(" ", arguments) + ": " + run.err());
        return run.out().strip();
    }
}
