package rookery.cli;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import rookery.database.GameHeader;

/** A command's --json output, written by jackson-core's streaming generator into one string. */
final class JsonText {

    private static final JsonFactory FACTORY = new JsonFactory();

    /** What writes the JSON. */
    interface Body {
        void write(JsonGenerator json) throws IOException;
    }

    private JsonText() {
    }

    static String of(Body body) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            body.write(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    /** A stored game's header as the games and search commands list it; {@code extra} adds fields at its end. */
    static void header(JsonGenerator json, GameHeader game, Body extra) throws IOException {
        json.writeStartObject();
        json.writeNumberField("id", game.id());
        json.writeStringField("white", game.white());
        json.writeStringField("black", game.black());
        json.writeNumberField("whiteElo", game.whiteElo());
        json.writeNumberField("blackElo", game.blackElo());
        json.writeStringField("event", game.event());
        json.writeStringField("site", game.site());
        json.writeStringField("round", game.round());
        json.writeStringField("date", game.date());
        json.writeStringField("result", game.result().pgn());
        json.writeStringField("eco", game.eco());
        json.writeStringField("opening", game.opening());
        json.writeNumberField("plies", game.plies());
        extra.write(json);
        json.writeEndObject();
    }
}
