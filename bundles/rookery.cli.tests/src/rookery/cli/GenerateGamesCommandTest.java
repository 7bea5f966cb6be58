package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.Speed;

/** {@code generate-games}: diverging games that the import takes every one of, the same for a seed (issue 38, item 4). */
class GenerateGamesCommandTest {

    private static final int GAMES = 3000;

    private static final String SOURCES = """
            [White "Kasparov"] [Black "Karpov"] [Result "1-0"]
            1. e4 c5 2. Nf3 e6 3. d4 cxd4 4. Nxd4 Nc6 5. Nb5 d6 6. c4 Nf6 7. N1c3 a6 8. Na3 d5
            9. cxd5 exd5 10. exd5 Nb4 11. Be2 Bc5 12. O-O O-O 13. Bf3 Bf5 14. Bg5 Re8 1-0

            [White "Carlsen"] [Black "Anand"] [Result "1/2-1/2"]
            1. d4 Nf6 2. c4 e6 3. Nf3 d5 4. Nc3 Be7 5. Bf4 O-O 6. e3 c5 7. dxc5 Bxc5 8. a3 Nc6
            9. Qc2 Qa5 10. Rd1 Rd8 11. Be2 Ne4 12. O-O Nxc3 1/2-1/2

            [White "Short"] [Black "Timman"] [Result "0-1"]
            1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O
            9. h3 Nb8 10. d4 Nbd7 0-1

            [White "Too"] [Black "Short"] [Result "1-0"]
            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
            """;

    @TempDir
    Path folder;

    @Test
    void everyGeneratedGameIsImportedAndTheSeedDecidesTheFile() throws Exception {
        Path source = Files.writeString(folder.resolve("sources.pgn"), SOURCES);
        Path games = generate(source, 5, "games.pgn");
        assertEquals(Files.readString(games), Files.readString(generate(source, 5, "again.pgn")));
        assertNotEquals(Files.readString(games), Files.readString(generate(source, 6, "other.pgn")));

        CommandRun imported = CommandRun.of("import", "--db", folder.resolve("db").toString(), "--json", games.toString());
        assertEquals(0, imported.exit(), imported.err());
        Map<String, Object> summary = JsonTree.object(imported.out().strip());
        assertEquals((long) GAMES, summary.get("imported"), imported.out());
        assertEquals(0L, summary.get("rejected"), imported.out());
        assertEquals(0L, summary.get("duplicates"), imported.out());
    }

    @Test
    void everySpeedAndGamesWithoutATimeControlAreThere() throws Exception {
        String text = Files.readString(generate(Files.writeString(folder.resolve("sources.pgn"), SOURCES), 1, "games.pgn"));
        Set<Speed> speeds = EnumSet.noneOf(Speed.class);
        Matcher controls = Pattern.compile("\\[TimeControl \"([^\"]*)\"]").matcher(text);
        long withControl = 0;
        while (controls.find()) {
            speeds.add(Speed.of(controls.group(1)));
            withControl++;
        }
        assertEquals(EnumSet.allOf(Speed.class), speeds);
        assertTrue(withControl < GAMES, "some games have no TimeControl");
        assertTrue(text.contains("[Result \"1-0\"]") && text.contains("[Result \"0-1\"]") && text.contains("[Result \"1/2-1/2\"]"));
        assertTrue(Pattern.compile("\\[Date \"20\\d\\d\\.(0[1-9]|1[0-2])\\.\\d\\d\"]").matcher(text).find());
    }

    @Test
    void theGamesHoldManyMorePositionsThanTheirSources() throws Exception {
        Path source = Files.writeString(folder.resolve("sources.pgn"), SOURCES);
        String sources = run("pgn", "positions", "--games", "1000", "--plies", "40", source.toString());
        assertTrue(sources.startsWith("4 games, 83 positions up to ply 40, 77 distinct"), sources);
        String generated = run("pgn", "positions", "--games", "1000", "--plies", "40", generate(source, 1, "games.pgn").toString());
        Matcher distinct = Pattern.compile("^1000 games, \\d+ positions up to ply 40, (\\d+) distinct").matcher(generated);
        assertTrue(distinct.find(), generated);
        assertTrue(Long.parseLong(distinct.group(1)) > 10_000, generated);
    }

    @Test
    void badSourcesAndOptionsAreRefusedByName() throws Exception {
        Path source = Files.writeString(folder.resolve("short.pgn"), "[Result \"1-0\"]\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        CommandRun run = CommandRun.of("generate-games", "--from", source.toString(), "--games", "10", "--out", folder.resolve("x.pgn").toString());
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("--from: no standard game of at least 12 plies"), run.err());
        CommandRun none = CommandRun.of("generate-games", "--from", source.toString(), "--games", "0", "--out", folder.resolve("x.pgn").toString());
        assertEquals(2, none.exit());
        assertTrue(none.err().contains("--games must be at least 1, not 0"), none.err());
        CommandRun missing = CommandRun.of("pgn", "positions", folder.resolve("absent.pgn").toString());
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("absent.pgn"), missing.err());
    }

    private Path generate(Path source, long seed, String name) {
        Path out = folder.resolve(name);
        run("generate-games", "--from", source.toString(), "--games", Integer.toString(GAMES), "--seed", Long.toString(seed), "--out", out.toString());
        return out;
    }

    private static String run(String... arguments) {
        CommandRun run = CommandRun.of(arguments);
        assertEquals(0, run.exit(), String.join(" ", arguments) + ": " + run.err());
        return run.out().strip();
    }
}
