package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.database.MoveText;

/**
 * The commands that had no test of their own, run in-process as {@code ./rookery} runs them: the
 * exit code, each --json read back and checked, and a usage error (exit 2, naming the option) for
 * each; uci and serve are talked to while they run. The database commands work on the bundled
 * sample's 3,060 games.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CommandsTest {
    private static final Path SAMPLE = Path.of("../../data/sample/rookery-sample.pgn");

    @TempDir
    static Path folder;

    private Path db;

    @BeforeAll
    void importSample() throws Exception {
        db = folder.resolve("db");
        CommandRun imported = CommandRun.of("import", "--db", db.toString(), "--json", SAMPLE.toString());
        assertEquals(0, imported.exit(), imported.err());
        Map<String, Object> summary = JsonTree.object(imported.out().strip());
        assertEquals(3060L, summary.get("imported"), imported.out());
    }

    private static Map<String, Object> json(String... arguments) throws Exception {
        CommandRun run = CommandRun.of(arguments);
        assertEquals(0, run.exit(), String.join(" ", arguments) + ": " + run.err());
        return JsonTree.object(run.out().strip());
    }

    private static void usageError(String option, String... arguments) {
        CommandRun run = CommandRun.of(arguments);
        assertEquals(2, run.exit(), String.join(" ", arguments));
        assertTrue(run.err().contains(option), run.err());
    }

    @Test
    void perftCountsTheNodes() throws Exception {
        assertEquals(8902L, json("perft", "--depth", "3", "--json").get("nodes"));
        assertEquals(2812L, json("perft", "--fen", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "--depth", "3", "--json").get("nodes"));
        usageError("--depth", "perft");
        usageError("--fen", "perft", "--depth", "2", "--fen", "not a fen");
    }

    @Test
    void pgnCheckCountsTheSamplesGames() throws Exception {
        Map<String, Object> checked = json("pgn", "check", "--json", SAMPLE.toString());
        assertEquals(3060L, checked.get("games"));
        assertEquals(3060L, checked.get("valid"));
        usageError("--nonsense", "pgn", "check", "--nonsense", SAMPLE.toString());
    }

    @Test
    void analyseAndBenchSearch() throws Exception {
        Map<String, Object> analysis = json("analyse", "--fen", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "--depth", "4", "--json");
        assertEquals("Ra8#", analysis.get("bestmove"));
        List<?> lines = (List<?>) analysis.get("lines");
        assertFalse(lines.isEmpty());
        Map<String, Object> bench = json("bench", "--depth", "3", "--json");
        assertTrue((Long) bench.get("nodes") > 0 && (Long) bench.get("positions") > 0, bench.toString());
        usageError("--fen", "analyse", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "2");
    }

    @Test
    void epdSolvesMatesInOne() throws Exception {
        Path suite = Files.writeString(folder.resolve("mates.epd"), """
                6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id "back rank";
                6k1/5ppp/8/8/8/8/8/K2R4 w - - bm Rd8#; id "d-file";
                """);
        Map<String, Object> result = json("epd", suite.toString(), "--depth", "3", "--json");
        assertEquals(2L, result.get("total"));
        assertEquals(2L, result.get("solved"));
        usageError("--depth", "epd", suite.toString(), "--depth", "x");
    }

    @Test
    void tablesAreGeneratedAndProbed() throws Exception {
        Path tables = folder.resolve("tables");
        CommandRun generated = CommandRun.of("tb", "generate", "KRK", "--dir", tables.toString(), "--json");
        assertEquals(0, generated.exit(), generated.err());
        List<String> lines = generated.out().strip().lines().toList();
        assertEquals("KRK", JsonTree.object(lines.get(lines.size() - 1)).get("signature"));
        Map<String, Object> probe = json("tb", "probe", "--fen", "8/8/8/8/8/2k5/8/R3K3 w - - 0 1", "--dir", tables.toString(), "--json");
        assertEquals("8/8/8/8/8/2k5/8/R3K3 w - - 0 1", probe.get("fen"));
        assertTrue(((Long) probe.get("dtm")) > 0, probe.toString());
        assertFalse(((List<?>) probe.get("moves")).isEmpty());
        usageError("--fen", "tb", "probe", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--dir", tables.toString());
    }

    @Test
    void exploreGamesAndEcoAnswerFromTheDatabase() throws Exception {
        Map<String, Object> explored = json("explore", "--db", db.toString(), "--moves", "e4", "--json");
        assertEquals(1378L, explored.get("games"));
        Map<String, Object> games = json("games", "--db", db.toString(), "--limit", "5", "--json");
        assertEquals(3060L, games.get("total"));
        assertEquals(5, ((List<?>) games.get("games")).size());
        CommandRun missing = CommandRun.of("games", "--db", db.toString(), "--id", "999999");
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("no game 999999"), missing.err());
        Map<String, Object> eco = json("eco", "classify", "--moves", "e4 c5", "--json");
        assertEquals("B20", eco.get("eco"));
        usageError("--limit", "games", "--db", db.toString(), "--limit", "0");
        usageError("--moves", "explore", "--db", db.toString(), "--moves", "e4 e4");
    }

    @Test
    void exploreKeepsTheGamesOfTheSpeedsNamed() throws Exception {
        Path timed = folder.resolve("timed.pgn");
        StringBuilder pgn = new StringBuilder();
        for (String timeControl : List.of("180+2", "300+0", "900+10")) {
            pgn.append("[White \"A").append(timeControl).append("\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[TimeControl \"").append(timeControl)
                    .append("\"]\n\n1. e4 e5 1-0\n\n");
        }
        Files.writeString(timed, pgn);
        Path timedDb = folder.resolve("timed-db");
        assertEquals(0, CommandRun.of("import", "--db", timedDb.toString(), timed.toString()).exit());
        assertEquals(2L, json("explore", "--db", timedDb.toString(), "--speeds", "blitz", "--json").get("games"));
        assertEquals(3L, json("explore", "--db", timedDb.toString(), "--speeds", "blitz,rapid", "--json").get("games"));
        assertEquals(0L, json("explore", "--db", timedDb.toString(), "--speeds", "classical", "--json").get("games"));
        usageError("--speeds", "explore", "--db", timedDb.toString(), "--speeds", "fast");
    }

    @Test
    void rateRatesTheSampleAgainstItsAnchor() throws Exception {
        Path rated = folder.resolve("rated.pgn");
        Map<String, Object> ratings = json("rate", SAMPLE.toString(), "--anchor", "Rookery 0.1 (1500 nodes)=1500", "--out", rated.toString(),
                "--json");
        assertEquals(3060L, ratings.get("games"));
        Map<?, ?> players = (Map<?, ?>) ratings.get("players");
        assertEquals(1500L, ((Number) players.get("Rookery 0.1 (1500 nodes)")).longValue());
        assertTrue(Files.size(rated) > 0);
        usageError("--anchor", "rate", SAMPLE.toString(), "--out", rated.toString());
    }

    @Test
    void aMatchAtFixedNodesIsPlayedOut() throws Exception {
        Path games = folder.resolve("match.pgn");
        Map<String, Object> match = json("match", "--engine", "builtin:nodes=200", "--engine", "builtin:nodes=400", "--games", "2", "--pgn",
                games.toString(), "--json");
        assertEquals(2L, match.get("games"));
        assertEquals(2L, (Long) match.get("wins") + (Long) match.get("draws") + (Long) match.get("losses"));
        assertEquals(2, ((List<?>) match.get("engines")).size());
        assertTrue(Files.readString(games).contains("[Event "));
        usageError("--engine", "match", "--engine", "builtin", "--games", "2");
    }

    @Test
    void doctorReportsEachCheck() throws Exception {
        CommandRun doctor = CommandRun.of("doctor", "--json");
        Map<String, Object> report = JsonTree.object(doctor.out().strip());
        List<?> checks = (List<?>) report.get("checks");
        assertFalse(checks.isEmpty());
        assertEquals(report.get("ok"), checks.stream().allMatch(check -> Boolean.TRUE.equals(((Map<?, ?>) check).get("ok"))));
        assertEquals(Boolean.TRUE.equals(report.get("ok")) ? 0 : 1, doctor.exit());
    }

    @Test
    void uciAnswersAsAGuiDrivesIt() throws Exception {
        try (LiveCommand uci = LiveCommand.start("uci")) {
            uci.send("uci");
            assertTrue(uci.until("uciok").contains("id name Rookery"));
            uci.send("isready");
            uci.until("readyok");
            uci.send("position startpos moves e2e4 e7e5");
            uci.send("go depth 5");
            String[] search = uci.until("bestmove").split("\n");
            String best = search[search.length - 1].split(" ")[1];
            Position position = Position.startpos();
            MoveText.play(position, "e4 e5");
            assertTrue(position.isLegal(Uci.parse(position, best)), best);
            assertTrue(search[0].startsWith("info depth 1 "), search[0]);
            uci.send("quit");
            assertEquals(0, uci.exit());
        }
    }

    @Test
    void serveAnswersTheExplorerApiUntilStopped() throws Exception {
        try (LiveCommand serve = LiveCommand.start("serve", "--db", db.toString(), "--port", "0")) {
            String serving = serve.until("serving");
            URI url = URI.create(serving.substring(serving.indexOf(" at ") + 4, serving.indexOf("  (Ctrl-C")).strip());
            HttpClient client = HttpClient.newHttpClient();
            HttpResponse<String> health = client.send(HttpRequest.newBuilder(url.resolve("/health")).build(), BodyHandlers.ofString());
            assertEquals(200, health.statusCode());
            HttpResponse<String> masters = client.send(HttpRequest.newBuilder(url.resolve("/masters?play=e2e4")).build(), BodyHandlers.ofString());
            assertEquals(200, masters.statusCode(), masters.body());
            Map<String, Object> explored = JsonTree.object(masters.body());
            assertEquals(1378L, (Long) explored.get("white") + (Long) explored.get("draws") + (Long) explored.get("black"), masters.body());
            serve.interrupt();
            assertEquals(0, serve.exit());
        }
        usageError("--port", "serve", "--db", db.toString(), "--port", "70000");
    }

    @Test
    void tuneWritesTheSameWeightsTwice() throws Exception {
        Path first = folder.resolve("first/Weights.java");
        Path second = folder.resolve("second/Weights.java");
        for (Path out : List.of(first, second)) {
            Files.createDirectories(out.getParent());
            CommandRun tuned = CommandRun.of("tune", "--pgn", SAMPLE.toString(), "--games", "200", "--epochs", "3", "--out", out.toString());
            assertEquals(0, tuned.exit(), tuned.err());
            assertTrue(tuned.out().contains("quiet positions from 200 games"), tuned.out());
        }
        assertTrue(Files.readString(first).contains("final class Weights"));
        assertEquals(Files.readString(first), Files.readString(second));
        usageError("--epochs", "tune", "--pgn", SAMPLE.toString(), "--out", first.toString(), "--epochs", "-1");
    }

    @Test
    void theSharedOptionsReadAndRefuseAlike() throws Exception {
        assertEquals(1378L, json("explore", "--db", db.toString(), "--moves", "e2e4", "--json").get("games"));
        assertEquals(json("perft", "--moves", "1. e4 e5 2. Nf3", "--depth", "2", "--json").get("nodes"),
                json("perft", "--fen", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", "--depth", "2", "--json").get("nodes"));
        Path notCreated = folder.resolve("not-created");
        usageError("--threads", "import", "--db", notCreated.toString(), "--threads", "0", SAMPLE.toString());
        assertFalse(Files.exists(notCreated));
        usageError("--fen", "explore", "--db", db.toString(), "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
        usageError("--hash", "analyse", "--hash", "0", "--depth", "1");
        usageError("--hash", "epd", "--hash", "0", SAMPLE.toString());
        usageError("--depth", "epd", "--depth", "-1", SAMPLE.toString());
        usageError("--depth", "annotate", "--depth", "-1", "--out", folder.resolve("never.pgn").toString(), folder.resolve("missing.pgn").toString());
    }

    @Test
    void anUnknownCommandOrOptionIsAUsageError() {
        usageError("nonsense", "nonsense");
        usageError("--frobnicate", "perft", "--depth", "1", "--frobnicate");
    }
}
