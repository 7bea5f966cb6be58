package rookery.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/** A command's JSON read back into maps, lists, strings, numbers, booleans and nulls, failing on anything that is not JSON. */
final class JsonTree {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonTree() {
    }

    static Object parse(String json) throws IOException {
        try (JsonParser parser = FACTORY.createParser(json)) {
            Object value = value(parser, parser.nextToken());
            if (parser.nextToken() != null) {
                throw new IOException("text after the JSON value: " + json);
            }
            return value;
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(String json) throws IOException {
        return (Map<String, Object>) parse(json);
    }

    private static Object value(JsonParser parser, JsonToken token) throws IOException {
        if (token == null) {
            throw new IOException("no JSON value");
        }
        return switch (token) {
            case START_OBJECT -> {
                Map<String, Object> object = new LinkedHashMap<>();
                for (JsonToken next = parser.nextToken(); next != JsonToken.END_OBJECT; next = parser.nextToken()) {
                    String name = parser.currentName();
                    object.put(name, value(parser, parser.nextToken()));
                }
                yield object;
            }
            case START_ARRAY -> {
                List<Object> array = new ArrayList<>();
                for (JsonToken next = parser.nextToken(); next != JsonToken.END_ARRAY; next = parser.nextToken()) {
                    array.add(value(parser, next));
                }
                yield array;
            }
            case VALUE_STRING -> parser.getText();
            case VALUE_NUMBER_INT -> parser.getLongValue();
            case VALUE_NUMBER_FLOAT -> parser.getDoubleValue();
            case VALUE_TRUE -> true;
            case VALUE_FALSE -> false;
            case VALUE_NULL -> null;
            default -> throw new IOException("unexpected " + token);
        };
    }
}
