package rookery.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Refusals: each bad request is answered with a status and {@code {"error": "..."}} naming what was wrong, and the server goes on. */
class BadInputTest {

    @TempDir
    static Path folder;

    private static LiveServer live;

    @BeforeAll
    static void serve() throws Exception {
        live = LiveServer.ofWorldMatches(folder.resolve("db"), ServerSettings.defaults().withIdleTimeout(Duration.ofSeconds(1)));
    }

    @AfterAll
    static void stop() throws Exception {
        if (live != null) {
            live.close();
        }
    }

    private static String error(HttpResponse<String> response, int status) {
        assertEquals(status, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        Map<String, Object> json = JsonTree.object(response.body());
        assertEquals(1, json.size(), response.body());
        return (String) json.get("error");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            /masters?fen=not+a+fen                       | fen:
            /masters?fen=8/8/8/8/8/8/8/8+w+-+-+0+1        | fen:
            /masters?play=e2e5                            | play: move 1: illegal move e2e5
            /masters?play=e2e4,e2e4                       | play: move 2:
            /masters?play=e2e4,,e7e5                      | play: empty item
            /masters?play=zz99                            | play: move 1: not a UCI move
            /masters?moves=-1                             | moves: -1 is out of range
            /masters?moves=lots                           | moves: not a whole number
            /masters?topGames=16                          | topGames: 16 is out of range [0, 15]
            /masters?since=19x5                           | since: not a year
            /masters?since=1990&until=1980                | until: before since
            /masters?history=maybe                        | history: not true or false
            /masters?ratings=2000                         | ratings: unknown parameter
            /masters?fen=a&fen=b                          | fen: given more than once
            /masters?variant=atomic                       | variant: only standard
            /lichess?ratings=1900                         | ratings: unknown rating group '1900'
            /lichess?ratings=1600,2200                    | ratings: the groups [1600, 2200] leave a gap
            /lichess?speeds=blitz,hyperbullet             | speeds: unknown speed 'hyperbullet'
            /lichess?since=2020-13                        | since: month 13 is out of range
            /lichess?recentGames=99                       | recentGames: 99 is out of range
            /player?color=white                           | player: required
            /player?player=Kasparov                       | color: required
            /player?player=Kasparov&color=green           | color: not white or black
            /player?player=Kasparov&color=white&modes=x   | modes: unknown mode 'x'
            /games?q=white:(                              | q:
            /games?sort=strength                          | sort: unknown order 'strength'
            /games?limit=0                                | limit: 0 is out of range [1, 100]
            /games?limit=1000                             | limit: 1000 is out of range [1, 100]
            /masters/pgn/abc                              | id: not a game id
            """)
    void badParametersAreRefusedWith400NamingTheParameter(String request, String start) throws Exception {
        String message = error(live.get(request), 400);
        assertTrue(message.startsWith(start), message);
    }

    @Test
    void unknownGameAndUnknownPathAre404() throws Exception {
        assertEquals("id: no game 999999", error(live.get("/masters/pgn/999999"), 404));
        assertTrue(error(live.get("/etc/passwd"), 404).startsWith("no endpoint /etc/passwd"));
        assertTrue(error(live.get("/masters/pgn/../../games.sqlite"), 404).startsWith("no endpoint"), "no path is read from a request");
    }

    @Test
    void onlyGetWithoutABodyIsTaken() throws Exception {
        HttpResponse<String> posted = live.send(HttpRequest.newBuilder(live.uri("/masters")).POST(HttpRequest.BodyPublishers.ofString("x")));
        assertEquals("only GET is served, not POST", error(posted, 405));
        HttpResponse<String> withBody = live.send(HttpRequest.newBuilder(live.uri("/masters"))
                .method("GET", HttpRequest.BodyPublishers.ofString("x".repeat(100_000))));
        assertEquals("a request body is not taken", error(withBody, 413));
    }

    @Test
    void oversizeQueryStringsAndHeadersAreRefused() throws Exception {
        String longPlay = "e2e4,".repeat(1000);
        assertTrue(error(live.get("/masters?play=" + longPlay), 414).startsWith("the query string is longer than 4096"));
        assertEquals(414, live.get("/masters?play=" + "a".repeat(20_000)).statusCode(), "Jetty bounds the request line");
        HttpResponse<String> hugeHeader = live.send(HttpRequest.newBuilder(live.uri("/health")).header("X-Filler", "a".repeat(20_000)));
        assertEquals(431, hugeHeader.statusCode(), "and the headers");
        assertEquals(200, live.get("/health").statusCode(), "the server goes on");
    }

    @Test
    void anUndecodableQueryStringIs400() throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), live.server.port())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write("GET /masters?fen=%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
                    .getBytes(StandardCharsets.US_ASCII));
            String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(response.startsWith("HTTP/1.1 400 "), response);
        }
    }

    @Test
    void aClientThatSendsNothingIsDisconnectedAfterTheIdleTimeout() throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), live.server.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write("GET /health HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            long started = System.nanoTime();
            InputStream in = socket.getInputStream();
            while (in.read() >= 0) {
                // whatever Jetty says before closing
            }
            long waited = Duration.ofNanos(System.nanoTime() - started).toMillis();
            assertTrue(waited >= 500 && waited < 9_000, "closed after about the idle timeout of 1 s, not " + waited + " ms");
        }
        assertEquals(200, live.get("/health").statusCode());
    }
}
