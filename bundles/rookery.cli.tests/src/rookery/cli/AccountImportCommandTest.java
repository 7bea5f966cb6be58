package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.sun.net.httpserver.HttpServer;

/** {@code import --lichess NAME --api-url URL} against a real HTTP server on 127.0.0.1 speaking lichess's games API. */
class AccountImportCommandTest {
    private static final String GAMES = """
            [Event "Rated blitz game"]
            [Site "https://lichess.org/aaaa1111"]
            [White "erin"]
            [Black "frank"]
            [Result "1-0"]
            [UTCDate "2024.03.01"]
            [UTCTime "09:00:00"]

            1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:05:00] } 2. Nf3 1-0


            [Event "Rated blitz game"]
            [Site "https://lichess.org/bbbb2222"]
            [White "grace"]
            [Black "erin"]
            [Result "0-1"]
            [UTCDate "2024.03.02"]
            [UTCTime "10:30:00"]

            1. d4 d5 2. c4 0-1


            """;

    @TempDir
    Path folder;

    @Test
    void aLichessAccountImportsOnceAndTheSecondRunAsksOnlyForNewerGames() throws Exception {
        List<String> queries = new CopyOnWriteArrayList<>();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/api/games/user/erin", exchange -> {
            queries.add(exchange.getRequestURI().getQuery());
            boolean newer = exchange.getRequestURI().getQuery().contains("since=");
            byte[] body = (newer ? "" : GAMES).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length == 0 ? -1 : body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        try {
            String url = "http://127.0.0.1:" + server.getAddress().getPort();
            String db = folder.resolve("db").toString();
            CommandRun first = CommandRun.of("import", "--db", db, "--lichess", "erin", "--perf-type", "blitz,rapid", "--api-url", url, "--json");
            assertEquals(0, first.exit(), first.err());
            assertEquals(2L, JsonTree.object(first.out().strip()).get("imported"));
            assertTrue(queries.get(0).contains("perfType=blitz,rapid") && !queries.get(0).contains("since="), queries.toString());
            CommandRun second = CommandRun.of("import", "--db", db, "--lichess", "erin", "--api-url", url, "--json");
            assertEquals(0, second.exit(), second.err());
            Map<String, Object> summary = JsonTree.object(second.out().strip());
            assertEquals(0L, summary.get("imported"));
            assertTrue(queries.get(1).contains("since=" + (java.time.Instant.parse("2024-03-02T10:30:01Z").toEpochMilli())), queries.toString());
        } finally {
            server.stop(0);
        }
    }

    @Test
    void badAccountOptionsAreRefusedNamingTheOption() {
        String db = folder.resolve("db").toString();
        assertRefused("--since: '2024-13-01' is not a day", "import", "--db", db, "--lichess", "erin", "--since", "2024-13-01");
        assertRefused("--perf-type: perf type: lichess knows", "import", "--db", db, "--lichess", "erin", "--perf-type", "blits");
        assertRefused("--api-url: API URL: not an http or https address", "import", "--db", db, "--chesscom", "erin", "--api-url", "ftp://x");
        assertRefused("one account at a time", "import", "--db", db, "--lichess", "erin", "--chesscom", "erin");
        assertRefused("nothing to import", "import", "--db", db);
        assertRefused("go with --lichess or --chesscom", "import", "--db", db, "--since", "2024-01-01", "x.pgn");
    }

    private static void assertRefused(String message, String... arguments) {
        CommandRun run = CommandRun.of(arguments);
        assertEquals(2, run.exit(), run.out() + run.err());
        assertTrue(run.err().contains(message), run.err());
    }
}
