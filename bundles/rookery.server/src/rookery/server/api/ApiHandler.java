package rookery.server.api;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;

import rookery.chess.Position;
import rookery.database.Game;
import rookery.database.GameSearch;
import rookery.database.GameSort;
import rookery.database.OpeningDatabase;
import rookery.server.model.Explorer;
import rookery.server.query.BadParameterException;
import rookery.server.query.ExplorerQuery;
import rookery.server.query.Parameters;
import rookery.server.query.Play;

/**
 * The HTTP API: lichess's explorer endpoints ({@code /masters}, {@code /lichess}, {@code /player},
 * {@code /masters/pgn/{id}}) and our {@code /games} and {@code /health}, reads only, GET only,
 * every answer JSON (PGN for a game) and every refusal {@code {"error": "..."}}.
 */
public final class ApiHandler extends Handler.Abstract {

    /** The longest query string taken, in characters: a position and a long line of moves fit many times over. */
    public static final int MAX_QUERY_LENGTH = 4096;
    /** The most games one {@code /games} request lists. */
    public static final int MAX_GAMES_LIMIT = 100;

    private static final Logger LOG = Logger.getLogger(ApiHandler.class.getName());
    private static final String JSON = "application/json";
    private static final String NDJSON = "application/x-ndjson";
    private static final String GAME_PREFIX = "/masters/pgn/";
    private static final Set<String> GAMES_PARAMETERS = Set.of("q", "sort", "limit", "fen", "play");

    private final OpeningDatabase database;
    private final Explorer explorer;
    private final String allowedOrigin;

    /** {@code allowedOrigin} is sent as Access-Control-Allow-Origin when not null. */
    public ApiHandler(OpeningDatabase database, String allowedOrigin) {
        this.database = database;
        this.explorer = new Explorer(database);
        this.allowedOrigin = allowedOrigin;
    }

    private record Answer(int status, String contentType, byte[] body) {

        static Answer json(byte[] body) {
            return new Answer(HttpStatus.OK_200, JSON, body);
        }

        static Answer error(int status, String message) {
            return new Answer(status, JSON, JsonOutput.error(message));
        }
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Answer answer;
        try {
            answer = answer(request);
        } catch (BadParameterException e) {
            answer = Answer.error(HttpStatus.BAD_REQUEST_400, e.getMessage());
        } catch (Exception e) {
            LOG.log(Level.WARNING, "request " + request.getHttpURI().getPathQuery() + " failed", e);
            answer = Answer.error(HttpStatus.INTERNAL_SERVER_ERROR_500, "internal error: " + e);
        }
        response.setStatus(answer.status());
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, answer.contentType() + "; charset=utf-8");
        if (allowedOrigin != null) {
            response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_ORIGIN, allowedOrigin);
        }
        response.write(true, ByteBuffer.wrap(answer.body()), callback);
        return true;
    }

    private Answer answer(Request request) throws Exception {
        if (!HttpMethod.GET.is(request.getMethod())) {
            return Answer.error(HttpStatus.METHOD_NOT_ALLOWED_405, "only GET is served, not " + request.getMethod());
        }
        if (request.getLength() > 0 || request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING)) {
            return Answer.error(HttpStatus.PAYLOAD_TOO_LARGE_413, "a request body is not taken");
        }
        String query = request.getHttpURI().getQuery();
        if (query != null && query.length() > MAX_QUERY_LENGTH) {
            return Answer.error(HttpStatus.URI_TOO_LONG_414, "the query string is longer than " + MAX_QUERY_LENGTH + " characters");
        }
        String path = Request.getPathInContext(request);
        if (path.startsWith(GAME_PREFIX)) {
            return pgn(path.substring(GAME_PREFIX.length()));
        }
        return switch (path) {
            case "/masters" -> Answer.json(JsonOutput.explorer(explorer.explore(ExplorerQuery.masters(parameters(request)))));
            case "/lichess" -> Answer.json(JsonOutput.explorer(explorer.explore(ExplorerQuery.lichess(parameters(request)))));
            case "/player" -> player(request);
            case "/games" -> games(new Parameters(parameters(request), GAMES_PARAMETERS));
            case "/health" -> Answer.json(JsonOutput.health(database.gameCount()));
            default -> Answer.error(HttpStatus.NOT_FOUND_404, "no endpoint " + path
                    + " (served: /masters, /lichess, /player, /masters/pgn/{id}, /games, /health)");
        };
    }

    private static Map<String, List<String>> parameters(Request request) {
        Fields fields;
        try {
            fields = Request.extractQueryParameters(request, StandardCharsets.UTF_8);
        } catch (RuntimeException e) {
            throw new BadParameterException("query string", "cannot be decoded: " + e.getMessage());
        }
        Map<String, List<String>> values = new LinkedHashMap<>();
        for (Fields.Field field : fields) {
            values.put(field.getName(), field.getValues());
        }
        return values;
    }

    /** lichess streams a player's explorer as NDJSON, one line per update; ours is complete at once, one line (JSON when asked). */
    private Answer player(Request request) throws Exception {
        byte[] json = JsonOutput.explorer(explorer.explore(ExplorerQuery.player(parameters(request))));
        String accept = request.getHeaders().get(HttpHeader.ACCEPT);
        if (accept != null && accept.contains(JSON)) {
            return Answer.json(json);
        }
        byte[] line = new byte[json.length + 1];
        System.arraycopy(json, 0, line, 0, json.length);
        line[json.length] = '\n';
        return new Answer(HttpStatus.OK_200, NDJSON, line);
    }

    private Answer pgn(String idText) throws Exception {
        long id;
        try {
            id = Long.parseLong(idText);
        } catch (NumberFormatException e) {
            return Answer.error(HttpStatus.BAD_REQUEST_400, "id: not a game id: '" + idText + "'");
        }
        Game game = id > 0 ? database.game(id) : null;
        if (game == null) {
            return Answer.error(HttpStatus.NOT_FOUND_404, "id: no game " + idText);
        }
        return new Answer(HttpStatus.OK_200, "application/x-chess-pgn", game.pgn().getBytes(StandardCharsets.UTF_8));
    }

    private Answer games(Parameters parameters) throws Exception {
        GameSort sort = GameSort.RELEVANCE;
        String sortName = parameters.text("sort");
        if (sortName != null) {
            try {
                sort = GameSort.valueOf(sortName.toUpperCase(Locale.ROOT).replace('-', '_'));
            } catch (IllegalArgumentException e) {
                throw new BadParameterException("sort", "unknown order '" + sortName + "' (one of "
                        + Arrays.stream(GameSort.values()).map(value -> value.name().toLowerCase(Locale.ROOT).replace('_', '-')).toList() + ")");
            }
        }
        int limit = parameters.number("limit", 1, MAX_GAMES_LIMIT, 20);
        Position position = parameters.text("fen") != null || parameters.text("play") != null ? Play.position(parameters) : null;
        String query = parameters.text("q");
        try {
            return Answer.json(JsonOutput.games(database.games(GameSearch.of(position, query == null ? "" : query, sort), 0, limit)));
        } catch (IllegalArgumentException e) {
            throw new BadParameterException("q", e.getMessage());
        }
    }
}
