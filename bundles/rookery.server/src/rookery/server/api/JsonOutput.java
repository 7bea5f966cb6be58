package rookery.server.api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import rookery.chess.Color;
import rookery.database.GameHeader;
import rookery.database.GameList;
import rookery.database.eco.EcoLine;
import rookery.server.model.ExplorerGame;
import rookery.server.model.ExplorerMove;
import rookery.server.model.ExplorerResponse;
import rookery.server.model.HistoryEntry;
import rookery.server.model.Player;

/** The JSON of the answers, with lila-openingexplorer's field names (src/api/response.rs) for the explorer's. */
public final class JsonOutput {

    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonOutput() {
    }

    private interface Body {
        void write(JsonGenerator json) throws IOException;
    }

    private static byte[] bytes(Body body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(4096);
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            body.write(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    public static byte[] explorer(ExplorerResponse response) {
        return bytes(json -> {
            json.writeStartObject();
            results(json, response.white(), response.draws(), response.black());
            json.writeArrayFieldStart("moves");
            for (ExplorerMove move : response.moves()) {
                move(json, move);
            }
            json.writeEndArray();
            games(json, "recentGames", response.recentGames());
            games(json, "topGames", response.topGames());
            opening(json, response.opening());
            if (response.history() != null) {
                json.writeArrayFieldStart("history");
                for (HistoryEntry entry : response.history()) {
                    json.writeStartObject();
                    json.writeStringField("month", entry.year() + "-01");
                    results(json, entry.white(), entry.draws(), entry.black());
                    json.writeEndObject();
                }
                json.writeEndArray();
            }
            json.writeEndObject();
        });
    }

    private static void results(JsonGenerator json, int white, int draws, int black) throws IOException {
        json.writeNumberField("white", white);
        json.writeNumberField("draws", draws);
        json.writeNumberField("black", black);
    }

    private static void move(JsonGenerator json, ExplorerMove move) throws IOException {
        json.writeStartObject();
        json.writeStringField("uci", move.uci());
        json.writeStringField("san", move.san());
        if (move.averageRating() > 0) {
            json.writeNumberField("averageRating", move.averageRating());
            json.writeNumberField("averageOpponentRating", move.averageOpponentRating());
            json.writeNumberField("performance", move.performance());
        }
        results(json, move.white(), move.draws(), move.black());
        json.writeFieldName("game");
        if (move.game() == null) {
            json.writeNull();
        } else {
            game(json, move.game());
        }
        opening(json, move.opening());
        json.writeEndObject();
    }

    private static void games(JsonGenerator json, String name, List<ExplorerGame> games) throws IOException {
        if (games == null) {
            return;
        }
        json.writeArrayFieldStart(name);
        for (ExplorerGame game : games) {
            game(json, game);
        }
        json.writeEndArray();
    }

    private static void game(JsonGenerator json, ExplorerGame game) throws IOException {
        json.writeStartObject();
        if (game.uci() != null) {
            json.writeStringField("uci", game.uci());
        }
        json.writeStringField("id", Long.toString(game.id()));
        json.writeFieldName("winner");
        if (game.winner() == null) {
            json.writeNull();
        } else {
            json.writeString(game.winner() == Color.WHITE ? "white" : "black");
        }
        player(json, "white", game.white());
        player(json, "black", game.black());
        json.writeNumberField("year", game.year());
        json.writeStringField("month", game.month());
        json.writeEndObject();
    }

    private static void player(JsonGenerator json, String side, Player player) throws IOException {
        json.writeObjectFieldStart(side);
        json.writeStringField("name", player.name());
        json.writeNumberField("rating", player.rating());
        json.writeEndObject();
    }

    private static void opening(JsonGenerator json, EcoLine opening) throws IOException {
        json.writeFieldName("opening");
        if (opening == null) {
            json.writeNull();
            return;
        }
        json.writeStartObject();
        json.writeStringField("eco", opening.eco());
        json.writeStringField("name", opening.name());
        json.writeEndObject();
    }

    /** Our {@code /games} answer: the total and each game's header. */
    public static byte[] games(GameList list) {
        return bytes(json -> {
            json.writeStartObject();
            json.writeNumberField("total", list.total());
            json.writeArrayFieldStart("games");
            for (GameHeader header : list.games()) {
                ExplorerGame game = ExplorerGame.of(null, header);
                json.writeStartObject();
                json.writeStringField("id", Long.toString(header.id()));
                player(json, "white", game.white());
                player(json, "black", game.black());
                json.writeStringField("result", header.result().pgn());
                json.writeStringField("date", header.date());
                json.writeStringField("event", header.event());
                json.writeStringField("site", header.site());
                json.writeStringField("round", header.round());
                json.writeStringField("eco", header.eco());
                json.writeStringField("opening", header.opening());
                json.writeNumberField("plies", header.plies());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    public static byte[] health(long games) {
        return bytes(json -> {
            json.writeStartObject();
            json.writeStringField("status", "ok");
            json.writeNumberField("games", games);
            json.writeEndObject();
        });
    }

    public static byte[] error(String message) {
        return bytes(json -> {
            json.writeStartObject();
            json.writeStringField("error", message);
            json.writeEndObject();
        });
    }
}
