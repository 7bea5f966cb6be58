package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.Game;
import rookery.database.OpeningDatabase;

/**
 * {@code copy} and {@code export}: games copied and moved by query and position, a copy onto the
 * same database refused, and a database exported to plain, gzip and Zstandard PGN and imported
 * again giving the same games.
 */
class CopyExportCommandTest {
    private static final Path WORLD_MATCHES = Path.of(System.getProperty("rookery.shared.data", "../shared/data"),
            "pgn/edge-cases/pychess-world_matches.pgn");

    @TempDir
    Path folder;

    @Test
    void copyAndMoveTakeTheGamesOfAQueryAndAPosition() throws Exception {
        String a = imported();
        String b = folder.resolve("b").toString();
        long sicilians = total(a, "--query", "kasparov", "--moves", "1. e4 c5");
        assertTrue(sicilians > 0);
        Map<String, Object> copied = JsonTree.object(run("copy", "--from", a, "--to", b, "--query", "kasparov", "--moves", "1. e4 c5",
                "--json"));
        assertEquals(sicilians, copied.get("copied"));
        assertEquals(0L, copied.get("deleted"));
        assertEquals(sicilians, total(b));
        assertEquals(580L, total(a), "a copy leaves the source whole");

        CommandRun same = CommandRun.of("copy", "--from", a, "--to", folder.resolve("b/../a").toString());
        assertEquals(2, same.exit());
        assertTrue(same.err().contains("--to:") && same.err().contains("is the database --from names"), same.err());
        CommandRun badQuery = CommandRun.of("copy", "--from", a, "--to", folder.resolve("never").toString(), "--query", "white:(");
        assertEquals(2, badQuery.exit());
        assertTrue(badQuery.err().contains("--query:"), badQuery.err());
        assertTrue(Files.notExists(folder.resolve("never")), "a refused copy makes no database");

        long karpov = total(a, "--query", "white:karpov");
        Map<String, Object> moved = JsonTree.object(run("copy", "--from", a, "--to", folder.resolve("c").toString(), "--query",
                "white:karpov", "--move", "--json"));
        assertEquals(karpov, moved.get("copied"));
        assertEquals(karpov, moved.get("deleted"));
        assertEquals(580 - karpov, total(a));
        assertEquals(0L, total(a, "--query", "white:karpov"));
    }

    @Test
    void anExportedDatabaseImportsAgainToTheSameGames() throws Exception {
        String a = imported();
        for (String name : List.of("all.pgn", "all.pgn.gz", "all.pgn.zst")) {
            Path file = folder.resolve(name);
            Map<String, Object> exported = JsonTree.object(run("export", "--db", a, "--out", file.toString(), "--json"));
            assertEquals(580L, exported.get("games"));
            String again = folder.resolve("again-" + name).toString();
            run("import", "--db", again, file.toString());
            assertEquals(pgnOf(Path.of(a)), pgnOf(Path.of(again)), name);
        }
        byte[] zst = Files.readAllBytes(folder.resolve("all.pgn.zst"));
        assertEquals(0x28, zst[0] & 0xff, "Zstandard frame magic");
        byte[] gz = Files.readAllBytes(folder.resolve("all.pgn.gz"));
        assertEquals(0x1f, gz[0] & 0xff, "gzip magic");

        Path some = folder.resolve("some.pgn");
        Map<String, Object> exported = JsonTree.object(run("export", "--db", a, "--query", "year:[1990 TO *]", "--moves", "d4",
                "--out", some.toString(), "--json"));
        assertEquals(total(a, "--query", "year:[1990 TO *]", "--moves", "d4"), exported.get("games"));
        assertEquals(exported.get("games"), (long) Files.readString(some).split("\\[Event ").length - 1);
    }

    private String imported() {
        assumeTrue(Files.isReadable(WORLD_MATCHES), "no shared data at " + WORLD_MATCHES);
        String a = folder.resolve("a").toString();
        run("import", "--db", a, WORLD_MATCHES.toString());
        return a;
    }

    /** Every game's PGN, in the order stored. */
    private static List<String> pgnOf(Path database) throws Exception {
        List<String> games = new ArrayList<>();
        try (OpeningDatabase opened = OpeningDatabase.open(database)) {
            for (long id = 1; id <= opened.lastGameId(); id++) {
                Game game = opened.game(id);
                if (game != null) {
                    games.add(game.pgn());
                }
            }
        }
        return games;
    }

    private static long total(String db, String... selection) throws Exception {
        List<String> arguments = new ArrayList<>(List.of("games", "--db", db, "--json", "--limit", "1"));
        arguments.addAll(List.of(selection));
        return (Long) JsonTree.object(run(arguments.toArray(String[]::new))).get("total");
    }

    private static String run(String... arguments) {
        CommandRun run = CommandRun.of(arguments);
        assertEquals(0, run.exit(), String.join(" ", arguments) + ": " + run.err());
        return run.out().strip();
    }
}
