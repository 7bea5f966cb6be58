package rookery.database.account;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A real HTTP server on 127.0.0.1 speaking the parts of lichess's and chess.com's public APIs an
 * account import uses, over games added with {@link #add}. It can answer the next request with a
 * 429 ({@link #rateLimitNext}) or drop the next game download after some games ({@link #dropNextAfter}).
 */
final class AccountServer implements AutoCloseable {
    private static final String[] LINES = {"1. e4 { [%eval 0.3] [%clk 0:03:00] } 1... c5 { [%eval 0.35] [%clk 0:03:00] } 2. Nf3 d6",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5", "1. d4 d5 2. c4 e6", "1. d4 Nf6 2. c4 g6 3. Nc3 Bg7", "1. c4 e5", "1. e4 c5 2. Nc3"};
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuu.MM.dd").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneOffset.UTC);

    record Served(String user, Instant start, String pgn) {
    }

    private final HttpServer server;
    private final List<Served> games = new CopyOnWriteArrayList<>();
    final List<URI> requests = new CopyOnWriteArrayList<>();
    private volatile boolean rateLimitNext;
    private volatile int dropAfter = -1;

    AccountServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    URI baseUrl() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /**
     * Adds a game of {@code user} (White) started at {@code start}, the {@code number}th of the test;
     * {@code site} "lichess" and "chesscom" give the game an address as those sites do, any other
     * text is the Site tag.
     */
    void add(String user, String site, Instant start, int number) {
        String result = number % 3 == 0 ? "1-0" : number % 3 == 1 ? "0-1" : "1/2-1/2";
        String link = switch (site) {
            case "lichess" -> "[Site \"https://lichess.org/g" + number + "\"]";
            case "chesscom" -> "[Site \"Chess.com\"]\n[Link \"https://www.chess.com/game/live/" + number + "\"]";
            default -> "[Site \"" + site + "\"]";
        };
        String pgn = "[Event \"Rated blitz game\"]\n" + link + "\n[Date \"" + DATE.format(start) + "\"]\n[White \"" + user
                + "\"]\n[Black \"opponent" + number + "\"]\n[Result \"" + result + "\"]\n[UTCDate \"" + DATE.format(start)
                + "\"]\n[UTCTime \"" + TIME.format(start) + "\"]\n[WhiteElo \"1500\"]\n[BlackElo \"1480\"]\n\n" + LINES[number % LINES.length]
                + " " + result + "\n\n\n";
        games.add(new Served(user.toLowerCase(), start, pgn));
    }

    void rateLimitNext() {
        rateLimitNext = true;
    }

    /** The next game download sends this many games, half of the next, and then drops the connection. */
    void dropNextAfter(int gamesSent) {
        dropAfter = gamesSent;
    }

    private void handle(HttpExchange exchange) throws IOException {
        URI uri = exchange.getRequestURI();
        requests.add(uri);
        if (rateLimitNext) {
            rateLimitNext = false;
            exchange.getResponseHeaders().add("Retry-After", "1");
            exchange.sendResponseHeaders(429, -1);
            exchange.close();
            return;
        }
        String path = uri.getPath();
        Map<String, String> query = query(uri);
        if (path.startsWith("/api/games/user/")) {
            long since = Long.parseLong(query.getOrDefault("since", "0"));
            long until = Long.parseLong(query.getOrDefault("until", Long.toString(Long.MAX_VALUE)));
            String user = path.substring("/api/games/user/".length()).toLowerCase();
            if (games.stream().noneMatch(game -> game.user().equals(user))) {
                send(exchange, 404, "{\"error\":\"Not found\"}");
                return;
            }
            sendGames(exchange, games.stream().filter(game -> game.user().equals(user) && game.start().toEpochMilli() >= since
                    && game.start().toEpochMilli() < until).sorted((a, b) -> a.start().compareTo(b.start())).toList());
        } else if (path.matches("/pub/player/[^/]+/games/archives")) {
            String user = path.split("/")[3];
            String months = games.stream().filter(game -> game.user().equals(user)).map(game -> game.start().atZone(ZoneOffset.UTC))
                    .map(time -> String.format("\"https://api.chess.com/pub/player/%s/games/%d/%02d\"", user, time.getYear(),
                            time.getMonthValue())).distinct().sorted().collect(Collectors.joining(","));
            send(exchange, 200, "{\"archives\":[" + months + "]}");
        } else if (path.matches("/pub/player/[^/]+/games/\\d{4}/\\d{2}/pgn")) {
            String[] parts = path.split("/");
            int year = Integer.parseInt(parts[5]);
            int month = Integer.parseInt(parts[6]);
            sendGames(exchange, games.stream().filter(game -> game.user().equals(parts[3]) && game.start().atZone(ZoneOffset.UTC).getYear() == year
                    && game.start().atZone(ZoneOffset.UTC).getMonthValue() == month).sorted((a, b) -> a.start().compareTo(b.start())).toList());
        } else {
            send(exchange, 404, "{\"error\":\"Not found\"}");
        }
    }

    private void sendGames(HttpExchange exchange, List<Served> selected) throws IOException {
        StringBuilder text = new StringBuilder();
        int drop = dropAfter;
        if (drop >= 0 && drop < selected.size()) {
            dropAfter = -1;
            for (Served game : selected.subList(0, drop)) {
                text.append(game.pgn());
            }
            String cut = selected.get(drop).pgn();
            text.append(cut, 0, cut.length() / 2);
            byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, bytes.length + 1000);
            OutputStream body = exchange.getResponseBody();
            body.write(bytes);
            body.flush();
            throw new IOException("connection dropped on purpose"); // the server closes the connection of a failed exchange
        }
        for (Served game : selected) {
            text.append(game.pgn());
        }
        send(exchange, 200, text.toString());
    }

    private static void send(HttpExchange exchange, int status, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream body = exchange.getResponseBody()) {
            body.write(bytes);
        }
    }

    private static Map<String, String> query(URI uri) {
        Map<String, String> values = new TreeMap<>();
        if (uri.getRawQuery() != null) {
            for (String pair : uri.getRawQuery().split("&")) {
                String[] parts = pair.split("=", 2);
                values.put(parts[0], parts.length > 1 ? java.net.URLDecoder.decode(parts[1], StandardCharsets.UTF_8) : "");
            }
        }
        return values;
    }

    List<URI> gameRequests() {
        return new ArrayList<>(requests.stream().filter(uri -> !uri.getPath().endsWith("/archives")).toList());
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
