package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tb probe --syzygy} on the shared 3- and 4-piece Syzygy tables (skipped when they are absent). */
class SyzygyProbeCommandTest {

    private static final String KQKR = "8/8/8/3r4/8/2k5/8/1QK5 w - - 0 1";

    @TempDir
    Path ownTables;

    private String syzygy;

    @BeforeEach
    void findTables() {
        Path folder = Path.of(System.getProperty("rookery.shared.data", "../shared/data"), "syzygy");
        Assumptions.assumeTrue(Files.isRegularFile(folder.resolve("KQvKR.rtbz")), "shared Syzygy tables not found: " + folder);
        syzygy = folder.toString();
    }

    @Test
    void printsTheResultAndEveryMoveRanked() {
        CommandRun run = CommandRun.of("tb", "probe", "--syzygy", syzygy, "--fen", KQKR, "--dir", ownTables.toString());
        assertEquals(0, run.exit(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("White to move: Win (DTZ 51)", lines.get(0));
        assertTrue(lines.get(1).matches("\\s+Qc2\\+\\s+b1c2\\s+Win \\(DTZ 51\\)"), lines.get(1));
        assertTrue(lines.get(lines.size() - 1).endsWith("Loss (DTZ -2)"), run.out());
        assertEquals(1 + 15, lines.size(), run.out());
    }

    @Test
    void jsonGivesResultsDistancesAndTheBestMove() throws Exception {
        CommandRun run = CommandRun.of("tb", "probe", "--syzygy", syzygy, "--fen", KQKR, "--dir", ownTables.toString(), "--json");
        assertEquals(0, run.exit(), run.err());
        Map<String, Object> answer = JsonTree.object(run.out().strip());
        assertEquals("win", answer.get("wdl"));
        assertEquals(51L, answer.get("dtz"));
        assertEquals("b1c2", answer.get("best"));
        List<?> moves = (List<?>) answer.get("moves");
        assertEquals(15, moves.size());
        @SuppressWarnings("unchecked")
        Map<String, Object> last = (Map<String, Object>) moves.get(14);
        assertEquals("loss", last.get("wdl"));
        assertEquals(-2L, last.get("dtz"));
    }

    @Test
    void aDrawTheFiftyMoveRuleAndMate() {
        CommandRun draw = CommandRun.of("tb", "probe", "--syzygy", syzygy, "--fen", "8/8/8/8/8/2k5/2P5/2K5 w - - 0 1", "--dir",
                ownTables.toString());
        assertEquals(0, draw.exit(), draw.err());
        assertTrue(draw.out().startsWith("White to move: Draw\n"), draw.out());
        CommandRun cursed = CommandRun.of("tb", "probe", "--syzygy", syzygy, "--fen", "8/8/8/3r4/8/2k5/8/1QK5 w - - 60 1", "--dir",
                ownTables.toString());
        assertTrue(cursed.out().startsWith("White to move: Cursed win"), cursed.out());
        CommandRun mated = CommandRun.of("tb", "probe", "--syzygy", syzygy, "--fen", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "--dir",
                ownTables.toString());
        assertEquals("Black to move: checkmated", mated.out().strip());
    }

    @Test
    void rookerysOwnTablesAddTheDistanceToMate() {
        assertEquals(0, CommandRun.of("tb", "generate", "KRK", "--dir", ownTables.toString()).exit());
        CommandRun run = CommandRun.of("tb", "probe", "--syzygy", syzygy, "--fen", "8/8/8/8/8/2k5/8/R3K3 w - - 0 1", "--dir",
                ownTables.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().lines().skip(1).findFirst().orElseThrow().matches(".*Win in \\d+ \\(DTZ \\d+\\)"), run.out());
    }

    @Test
    void refusalsSayWhy() {
        CommandRun castling = CommandRun.of("tb", "probe", "--syzygy", syzygy, "--fen", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        assertEquals(RookeryCommand.EXIT_FAILURE, castling.exit());
        assertTrue(castling.err().contains("castling rights"), castling.err());
        CommandRun badFen = CommandRun.of("tb", "probe", "--syzygy", syzygy, "--fen", "8/8/8/8/8/2k5/2P5 w - - 0 1");
        assertEquals(RookeryCommand.EXIT_USAGE, badFen.exit());
        assertTrue(badFen.err().contains("--fen"), badFen.err());
        Path missing = ownTables.resolve("nowhere");
        CommandRun noFolder = CommandRun.of("tb", "probe", "--syzygy", missing.toString(), "--fen", KQKR);
        assertEquals(RookeryCommand.EXIT_FAILURE, noFolder.exit());
        assertTrue(noFolder.err().contains(missing + ": no such folder of Syzygy tables"), noFolder.err());
    }

    @Test
    void fensFromStandardInputAnswerOneJsonObjectALine() throws Exception {
        String input = KQKR + "\n\n8/8/8/8/8/2k5/2P5/2K5 w - - 0 1\nnot a fen\n4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\n";
        CommandRun run = CommandRun.withInput(input, "tb", "probe", "--syzygy", syzygy, "--dir", ownTables.toString());
        assertEquals(RookeryCommand.EXIT_FAILURE, run.exit(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(4, lines.size(), run.out());
        Map<String, Object> won = JsonTree.object(lines.get(0));
        assertEquals(KQKR, won.get("fen"));
        assertEquals("win", won.get("wdl"));
        assertEquals(51L, won.get("dtz"));
        assertEquals("b1c2", won.get("best"));
        assertEquals(15, ((List<?>) won.get("moves")).size());
        Map<String, Object> drawn = JsonTree.object(lines.get(1));
        assertEquals("draw", drawn.get("wdl"));
        assertEquals(0L, drawn.get("dtz"));
        assertEquals("invalid position", JsonTree.object(lines.get(2)).get("error"));
        assertTrue(run.err().contains("standard input line 4"), run.err());
        assertTrue(((String) JsonTree.object(lines.get(3)).get("error")).contains("castling rights"), lines.get(3));
    }

    @Test
    void doctorListsTheWorkbenchsSyzygyFoldersAndTheirTables() throws Exception {
        Path home = ownTables.resolve("home");
        Path settings = Files.createDirectories(home.resolve("workspace/.metadata/.plugins/org.eclipse.core.runtime/.settings"));
        java.util.Properties preferences = new java.util.Properties();
        preferences.setProperty("syzygyFolders", syzygy);
        try (var out = Files.newOutputStream(settings.resolve("rookery.ui.prefs"))) {
            preferences.store(out, null);
        }
        String previousHome = System.getProperty("rookery.home");
        System.setProperty("rookery.home", home.toString());
        try {
            Map<String, Object> found = syzygyCheck(CommandRun.of("doctor", "--json"));
            assertEquals(Boolean.TRUE, found.get("ok"));
            assertEquals("35 tables: 5 of 3 pieces, 30 of 4 pieces in " + syzygy, found.get("detail"));
            Path missing = ownTables.resolve("nowhere");
            Map<String, Object> broken = syzygyCheck(CommandRun.of("doctor", "--json", "--syzygy", missing.toString()));
            assertEquals(Boolean.FALSE, broken.get("ok"));
            assertTrue(((String) broken.get("detail")).contains(missing.toString()), broken.toString());
        } finally {
            if (previousHome == null) {
                System.clearProperty("rookery.home");
            } else {
                System.setProperty("rookery.home", previousHome);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> syzygyCheck(CommandRun doctor) throws Exception {
        List<?> checks = (List<?>) JsonTree.object(doctor.out().strip()).get("checks");
        return checks.stream().map(check -> (Map<String, Object>) check).filter(check -> "syzygy".equals(check.get("name"))).findFirst()
                .orElseThrow();
    }

    @Test
    void downloadFetchesWhatAMirrorServesAndKeepsOnlyFilesUnderThePublishedChecksums() throws Exception {
        com.sun.net.httpserver.HttpServer mirror = com.sun.net.httpserver.HttpServer.create(
                new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
        mirror.createContext("/tables/", com.sun.net.httpserver.SimpleFileServer.createFileHandler(Path.of(syzygy).toAbsolutePath()));
        // syzygy-tables.info's published sums of KRvK; the second line claims KQvK's WDL file has KRvK's sum.
        String[] sums = {"""
                37f8601644113dc83be9822913d6ecf75e5c8b7eeb11b7689c38a3ff986d2a48  KRvK.rtbw
                9ce83c0f6204fcca761c4203a4644ad2993462749fa39ac27815a29dee740b20  KRvK.rtbz
                """};
        mirror.createContext("/SHA256SUM", exchange -> {
            byte[] body = sums[0].getBytes(java.nio.charset.StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (var out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        mirror.start();
        try {
            String address = "http://127.0.0.1:" + mirror.getAddress().getPort();
            Path into = ownTables.resolve("downloaded");
            CommandRun run = CommandRun.of("tb", "download", "--dir", into.toString(), "--url", address + "/tables/", "--checksums",
                    address + "/SHA256SUM");
            assertEquals(0, run.exit(), run.err());
            assertEquals("2 tables downloaded, 0 already there, 0 failed, in " + into, run.out().strip());
            CommandRun probe = CommandRun.of("tb", "probe", "--syzygy", into.toString(), "--fen", "8/8/8/8/8/2k5/8/R3K3 w - - 0 1",
                    "--dir", ownTables.toString());
            assertTrue(probe.out().startsWith("White to move: Win (DTZ "), probe.out());

            sums[0] = "37f8601644113dc83be9822913d6ecf75e5c8b7eeb11b7689c38a3ff986d2a48  KQvK.rtbw\n";
            CommandRun wrong = CommandRun.of("tb", "download", "--dir", into.toString(), "--url", address + "/tables/", "--checksums",
                    address + "/SHA256SUM");
            assertEquals(RookeryCommand.EXIT_FAILURE, wrong.exit());
            assertTrue(wrong.err().contains("KQvK.rtbw: checksum 45c453e5"), wrong.err());
            assertFalse(Files.exists(into.resolve("KQvK.rtbw")), "a file under a wrong checksum is not kept");
        } finally {
            mirror.stop(0);
        }
    }
    @Test
    void benchComparesTheSearchWithAndWithoutTheTablesOnPositionsOfAFile() throws Exception {
        Path positions = Files.writeString(ownTables.resolve("endings.epd"), """
                8/8/8/3r4/8/2k5/8/1QK4R w - - bm Qc2+;
                8/8/8/5N2/8/p7/8/2NK3k w - - bm Na2;
                """);
        CommandRun run = CommandRun.of("bench", "--syzygy", syzygy, "--positions", positions.toString(), "--depth", "6", "--runs", "3", "--json");
        assertEquals(0, run.exit(), run.err());
        Map<String, Object> result = JsonTree.object(run.out().strip());
        assertEquals(2L, result.get("positions"));
        List<?> runs = (List<?>) result.get("runs");
        assertEquals(3, runs.size());
        for (Object each : runs) {
            Map<?, ?> measured = (Map<?, ?>) each;
            assertTrue((Long) measured.get("npsWithout") > 0 && (Long) measured.get("npsWith") > 0, measured.toString());
            assertTrue((Long) measured.get("tbhits") > 0, "the tables answered inside the search: " + measured);
        }
        assertTrue(((Number) result.get("ratio")).doubleValue() > 0 && ((Number) result.get("cpuRatio")).doubleValue() > 0, result.toString());

        CommandRun missing = CommandRun.of("bench", "--syzygy", ownTables.resolve("none").toString(), "--depth", "2", "--runs", "1");
        assertEquals(2, missing.exit(), missing.out());
        assertTrue(missing.err().contains("--syzygy"), missing.err());
    }
}
