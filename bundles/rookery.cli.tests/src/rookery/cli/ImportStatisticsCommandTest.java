package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.Uci;

/** {@code import-statistics} on statistics files as {@code aggregate} writes them (docs/scale-out.md), then {@code explore} on them. */
class ImportStatisticsCommandTest {

    @TempDir
    Path folder;

    @Test
    void bucketsAreSummedPerMoveAndExploredAndBadInputIsNamed() throws Exception {
        Position start = Position.startpos();
        int e4 = Uci.parse(start, "e2e4") & 0x7FFF; // its MoveCode
        Path statistics = Files.createDirectories(folder.resolve("out/statistics"));
        Files.writeString(statistics.resolve("part-00000"),
                start.key() + "\t202003\tblitz\t2200\t" + e4 + "\t1\t1\t0\t0\t1\t2400\t2300\t2\t1\t2020\t2020\t2020\t7:2350\n"
                        + start.key() + "\t0\t-\t-\t" + e4 + "\t1\t0\t1\t0\t0\t0\t0\t0\t0\t0\t0\t0\t9:0\n");
        String db = folder.resolve("db").toString();

        Map<String, Object> loaded = JsonTree.object(run("import-statistics", "--db", db, statistics.toString(), "--json"));
        assertEquals(2L, loaded.get("bucketRows"));
        assertEquals(1L, loaded.get("positions"));
        assertEquals(1L, loaded.get("positionRows"));
        String explored = run("explore", "--db", db);
        assertTrue(explored.contains("2 games: 50/50/0%"), explored);
        assertTrue(explored.lines().anyMatch(line -> line.startsWith("e4 ") && line.contains(" 2 ")), explored);

        Files.writeString(statistics.resolve("part-00001"), "1\t2\tblitz\n");
        CommandRun malformed = CommandRun.of("import-statistics", "--db", db, statistics.toString());
        assertEquals(1, malformed.exit());
        assertTrue(malformed.err().contains(statistics.resolve("part-00001") + ":1: 18 tab-separated fields expected, found 3"), malformed.err());
        assertTrue(run("explore", "--db", db).contains("2 games:"), "nothing of the failed load is kept");

        CommandRun missing = CommandRun.of("import-statistics", "--db", folder.resolve("other").toString(), folder.resolve("none").toString());
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("no statistics here"), missing.err());
        assertTrue(Files.notExists(folder.resolve("other")), "no database is made for nothing");
    }

    private static String run(String... arguments) {
        CommandRun run = CommandRun.of(arguments);
        assertEquals(0, run.exit(), String.join(" ", arguments) + ": " + run.err());
        return run.out().strip();
    }
}
