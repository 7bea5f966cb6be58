package rookery.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.database.Exploration;
import rookery.database.ExploreFilter;
import rookery.database.Game;
import rookery.database.GameList;
import rookery.database.GameSearch;
import rookery.database.GameSort;
import rookery.database.MoveStatistics;

/**
 * Every endpoint's JSON against the database's own answers to the same questions, the ones
 * {@code rookery explore --json} and {@code rookery games --json} print: same counts, same moves,
 * same games, with each lichess parameter mapped onto our filter.
 */
class ExplorerEndpointsTest {

    @TempDir
    static Path folder;

    private static LiveServer live;

    @BeforeAll
    static void serve() throws Exception {
        live = LiveServer.ofWorldMatches(folder.resolve("db"), ServerSettings.defaults());
    }

    @AfterAll
    static void stop() throws Exception {
        if (live != null) {
            live.close();
        }
    }

    private static Map<String, Object> json(String pathAndQuery) throws Exception {
        HttpResponse<String> response = live.get(pathAndQuery);
        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        return JsonTree.object(response.body());
    }

    private static Position after(String... uci) {
        Position position = Position.startpos();
        for (String move : uci) {
            position.play(Uci.parse(position, move));
        }
        return position;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Map<String, Object> json, String name) {
        return (List<Map<String, Object>>) json.get(name);
    }

    /** The answer has the exploration's totals and its first {@code moves} moves with their counts and ratings. */
    private static void assertSameStatistics(Exploration expected, Map<String, Object> json, int moves) {
        assertEquals((long) expected.white(), json.get("white"));
        assertEquals((long) expected.draws(), json.get("draws"));
        assertEquals((long) expected.black(), json.get("black"));
        List<Map<String, Object>> answered = list(json, "moves");
        assertEquals(Math.min(moves, expected.moves().size()), answered.size());
        for (int i = 0; i < answered.size(); i++) {
            MoveStatistics move = expected.moves().get(i);
            Map<String, Object> got = answered.get(i);
            assertEquals(move.uci(), got.get("uci"));
            assertEquals(move.san(), got.get("san"));
            assertEquals((long) move.white(), got.get("white"));
            assertEquals((long) move.draws(), got.get("draws"));
            assertEquals((long) move.black(), got.get("black"));
            if (move.averageElo() > 0) {
                assertEquals((long) move.averageElo(), got.get("averageRating"));
                assertEquals((long) move.averageOpponentElo(), got.get("averageOpponentRating"));
                assertEquals((long) move.performance(), got.get("performance"));
            } else {
                assertFalse(got.containsKey("averageRating"));
            }
        }
    }

    @Test
    void mastersAnswersTheStartPositionWithTheDatabasesCounts() throws Exception {
        Exploration expected = live.database.explore(Position.startpos(), ExploreFilter.NONE);
        Map<String, Object> json = json("/masters");
        assertSameStatistics(expected, json, 12);
        assertTrue(expected.games() > 500, "the world matches are in the database");
        assertNull(json.get("opening"), "the start position is no opening line");
        assertFalse(json.containsKey("recentGames"), "masters lists top games only");
    }

    @Test
    void playAndFenNameTheSamePositionAndTheOpeningIsClassified() throws Exception {
        Position position = after("e2e4", "e7e5", "g1f3");
        Exploration expected = live.database.explore(position, ExploreFilter.NONE);
        Map<String, Object> played = json("/masters?play=e2e4,e7e5,g1f3&moves=3");
        assertSameStatistics(expected, played, 3);
        @SuppressWarnings("unchecked")
        Map<String, Object> opening = (Map<String, Object>) played.get("opening");
        assertEquals(expected.opening().eco(), opening.get("eco"));
        assertEquals(expected.opening().name(), opening.get("name"));
        String fen = URLEncoder.encode(position.fen(), StandardCharsets.UTF_8);
        Map<String, Object> byFen = json("/masters?fen=" + fen + "&moves=3");
        assertEquals(played.get("white"), byFen.get("white"));
        assertEquals(played.get("moves"), byFen.get("moves"));
    }

    @Test
    void topGamesAreTheBestRatedGamesOfThePositionWithTheMovePlayed() throws Exception {
        Map<String, Object> json = json("/masters?play=d2d4&topGames=5");
        List<Map<String, Object>> top = list(json, "topGames");
        assertEquals(5, top.size());
        int previous = Integer.MAX_VALUE;
        Position position = after("d2d4");
        for (Map<String, Object> entry : top) {
            Game game = live.database.game(Long.parseLong((String) entry.get("id")));
            assertNotNull(game);
            @SuppressWarnings("unchecked")
            Map<String, Object> white = (Map<String, Object>) entry.get("white");
            assertEquals(game.header().white(), white.get("name"));
            assertEquals((long) game.header().whiteElo(), white.get("rating"));
            assertEquals((long) game.header().year(), entry.get("year"));
            assertTrue(game.header().averageElo() <= previous, "best rated first");
            previous = game.header().averageElo();
            assertEquals(position.uci(game.moves()[1]), entry.get("uci"), "the game went on from 1. d4 with the listed move");
            Object winner = entry.get("winner");
            switch (game.header().result()) {
                case WHITE_WINS -> assertEquals("white", winner);
                case BLACK_WINS -> assertEquals("black", winner);
                default -> assertNull(winner);
            }
        }
        assertFalse(json("/masters?play=d2d4&topGames=0").containsKey("topGames"));
    }

    @Test
    void sinceAndUntilAreYearsOfOurFilter() throws Exception {
        Exploration expected = live.database.explore(Position.startpos(), ExploreFilter.NONE.withYears(1950, 1990));
        assertTrue(expected.games() > 0);
        assertSameStatistics(expected, json("/masters?since=1950&until=1990&moves=30"), 30);
        assertSameStatistics(expected, json("/lichess?since=1950-03&until=1990-11&moves=30"), 30);
    }

    @Test
    void ratingGroupsAreAnEloRangeOfThePlayersAverage() throws Exception {
        Exploration expected = live.database.explore(Position.startpos(), ExploreFilter.NONE.withElo(2000, 2499));
        assertSameStatistics(expected, json("/lichess?ratings=2000,2200&moves=30"), 30);
        Exploration upwards = live.database.explore(Position.startpos(), ExploreFilter.NONE.withElo(2500, 0));
        assertTrue(upwards.games() > 0 && upwards.games() < live.database.explore(Position.startpos(), ExploreFilter.NONE).games());
        assertSameStatistics(upwards, json("/lichess?ratings=2500&moves=30"), 30);
        Exploration both = live.database.explore(Position.startpos(), ExploreFilter.NONE.withElo(2200, 0).withYears(1990, 0));
        assertSameStatistics(both, json("/lichess?ratings=2500,2200&since=1990-01&moves=30"), 30);
    }

    @Test
    void recentGamesAreTheNewestGamesGoingOnFromThePosition() throws Exception {
        Map<String, Object> json = json("/lichess?play=e2e4&recentGames=4&topGames=0");
        List<Map<String, Object>> recent = list(json, "recentGames");
        assertEquals(4, recent.size());
        GameList newest = live.database.games(GameSearch.of(after("e2e4"), "", GameSort.DATE), 0, 4);
        for (int i = 0; i < recent.size(); i++) {
            assertEquals(Long.toString(newest.games().get(i).id()), recent.get(i).get("id"));
            Game game = live.database.game(newest.games().get(i).id());
            assertEquals(after("e2e4").uci(game.moves()[1]), recent.get(i).get("uci"));
        }
    }

    @Test
    void historyCountsTheMovesGamesYearByYear() throws Exception {
        Map<String, Object> json = json("/lichess?play=e2e4&history=true&moves=0");
        List<Map<String, Object>> history = list(json, "history");
        assertFalse(history.isEmpty());
        long games = 0;
        for (Map<String, Object> year : history) {
            assertTrue(((String) year.get("month")).matches("\\d{4}-01"));
            games += (long) year.get("white") + (long) year.get("draws") + (long) year.get("black");
        }
        Exploration expected = live.database.explore(after("e2e4"), ExploreFilter.NONE);
        long dated = expected.moves().stream().mapToLong(MoveStatistics::games).sum();
        assertTrue(games > 0 && games <= dated, "the dated games of the moves: " + games + " of " + dated);
    }

    @Test
    void playerStreamsOneNdjsonLineOfTheirGamesWithTheirColour() throws Exception {
        ExploreFilter kasparov = ExploreFilter.NONE.withPlayer("Kasparov", Color.WHITE);
        Exploration expected = live.database.explore(Position.startpos(), kasparov);
        HttpResponse<String> response = live.get("/player?player=Kasparov&color=white&moves=20");
        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/x-ndjson"));
        assertTrue(response.body().endsWith("\n") && response.body().indexOf('\n') == response.body().length() - 1);
        Map<String, Object> json = JsonTree.object(response.body().strip());
        assertSameStatistics(expected, json, 20);
        assertTrue(expected.games() > 20, "Kasparov played many world championship games with white");
        assertFalse(list(json, "recentGames").isEmpty());
        HttpResponse<String> asJson = live.send(HttpRequest.newBuilder(live.uri("/player?player=Kasparov&color=white&moves=20"))
                .header("Accept", "application/json"));
        assertTrue(asJson.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        assertEquals(json, JsonTree.object(asJson.body()));
    }

    @Test
    void aGameIsServedAsPgn() throws Exception {
        Game game = live.database.game(7);
        HttpResponse<String> response = live.get("/masters/pgn/7");
        assertEquals(200, response.statusCode());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/x-chess-pgn"));
        assertEquals(game.pgn(), response.body());
    }

    @Test
    void gamesListsTheDatabasesGamesForALuceneQuery() throws Exception {
        GameList expected = live.database.games(GameSearch.of(null, "white:Karpov", GameSort.DATE), 0, 5);
        Map<String, Object> json = json("/games?q=white:Karpov&sort=date&limit=5");
        assertEquals(expected.total(), json.get("total"));
        List<Map<String, Object>> games = list(json, "games");
        assertEquals(5, games.size());
        for (int i = 0; i < 5; i++) {
            assertEquals(Long.toString(expected.games().get(i).id()), games.get(i).get("id"));
            assertEquals(expected.games().get(i).date(), games.get(i).get("date"));
        }
        Map<String, Object> reaching = json("/games?play=e2e4,c7c5&sort=white-elo&limit=3");
        assertEquals(live.database.games(GameSearch.of(after("e2e4", "c7c5"), "", GameSort.WHITE_ELO), 0, 3).total(), reaching.get("total"));
    }

    @Test
    void healthSaysHowManyGamesAreServed() throws Exception {
        Map<String, Object> json = json("/health");
        assertEquals("ok", json.get("status"));
        assertEquals(live.database.gameCount(), json.get("games"));
    }
}
