package rookery.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.database.Speed;
import rookery.pgn.GameResult;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;

/**
 * {@code /lichess} with ratings, speeds, since and until against a count of the games made here:
 * the world championship games, each given a TimeControl tag of one of four speeds in turn, read
 * back (duplicates once and games with a null move not at all, as the import takes them; games set
 * up from another position do not reach the start) and counted per first move by the test itself,
 * without the database. The ratings are lichess's groups, so the server sums stored buckets.
 */
class LichessFiltersTest {

    private static final String[] TIME_CONTROLS = {"60+0", "180+2", "600+5", "1800+20"};

    @TempDir
    static Path folder;

    private static LiveServer live;
    private static final List<PgnGame> games = new ArrayList<>();

    @BeforeAll
    static void serve() throws Exception {
        String text = Files.readString(LiveServer.worldMatches(), StandardCharsets.ISO_8859_1);
        StringBuilder timed = new StringBuilder();
        int game = 0;
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("[Event ")) {
                timed.append("[TimeControl \"").append(TIME_CONTROLS[game++ % TIME_CONTROLS.length]).append("\"]\n");
            }
            timed.append(line).append('\n');
        }
        Path pgn = folder.resolve("timed.pgn");
        Files.writeString(pgn, timed, StandardCharsets.ISO_8859_1);
        OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"));
        database.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
        Set<List<String>> distinct = new HashSet<>();
        try (PgnReader reader = PgnReader.open(pgn)) {
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                if (record instanceof PgnGame read && Arrays.stream(read.mainline()).noneMatch(move -> move == Move.NONE) && distinct.add(List.of(read.tags().get("White"), read.tags().get("Black"),
                        read.tags().get("Date"), read.result().pgn(), Arrays.toString(read.mainline())))) {
                    games.add(read);
                }
            }
        }
        live = LiveServer.serving(database, ServerSettings.defaults());
    }

    @AfterAll
    static void stop() throws Exception {
        if (live != null) {
            live.close();
        }
    }

    @Test
    void ratingsSpeedsSinceAndUntilKeepTheGamesTheyName() throws Exception {
        assertCounted("ratings=2500,2200&speeds=blitz,rapid&since=1960-01&until=1999-12",
                game -> Set.of(Speed.BLITZ, Speed.RAPID).contains(speed(game)) && averageElo(game) >= 2200 && year(game) >= 1960
                        && year(game) <= 1999);
        assertCounted("speeds=bullet", game -> speed(game) == Speed.BULLET);
        assertCounted("speeds=classical&since=1980-06", game -> speed(game) == Speed.CLASSICAL && year(game) >= 1980);
        assertCounted("ratings=2500&until=1990-01", game -> averageElo(game) >= 2500 && year(game) > 0 && year(game) <= 1990);
    }

    /** The answer's totals and every move's results against the games the predicate keeps, counted per first move. */
    private static void assertCounted(String query, Predicate<PgnGame> keeps) throws Exception {
        Map<String, int[]> byMove = new HashMap<>();
        int[] total = new int[3];
        for (PgnGame game : games) {
            GameResult result = game.result();
            if (result == GameResult.UNKNOWN || !keeps.test(game) || game.startPosition().key() != Position.startpos().key()) {
                continue;
            }
            int outcome = result == GameResult.WHITE_WINS ? 0 : result == GameResult.DRAW ? 1 : 2;
            total[outcome]++;
            if (game.mainline().length > 0) {
                byMove.computeIfAbsent(game.startPosition().uci(game.mainline()[0]), m -> new int[3])[outcome]++;
            }
        }
        HttpResponse<String> response = live.get("/lichess?moves=50&" + query);
        assertEquals(200, response.statusCode(), response.body());
        Map<String, Object> json = JsonTree.object(response.body());
        assertTrue(total[0] + total[1] + total[2] > 10, query + ": too few games to tell");
        assertEquals(List.of((long) total[0], (long) total[1], (long) total[2]), List.of(json.get("white"), json.get("draws"), json.get("black")),
                query);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> moves = (List<Map<String, Object>>) json.get("moves");
        assertEquals(byMove.size(), moves.size(), query);
        for (Map<String, Object> move : moves) {
            int[] counted = byMove.get((String) move.get("uci"));
            assertEquals(List.of((long) counted[0], (long) counted[1], (long) counted[2]),
                    List.of(move.get("white"), move.get("draws"), move.get("black")), query + " " + move.get("uci"));
        }
    }

    private static Speed speed(PgnGame game) {
        return Speed.of(game.tags().get("TimeControl"));
    }

    private static int averageElo(PgnGame game) {
        int white = number(game.tags().get("WhiteElo"));
        int black = number(game.tags().get("BlackElo"));
        return white > 0 && black > 0 ? (white + black) / 2 : 0;
    }

    private static int year(PgnGame game) {
        String date = game.tags().get("Date");
        return date != null && date.length() >= 4 ? number(date.substring(0, 4)) : 0;
    }

    private static int number(String text) {
        try {
            return text == null ? 0 : Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
