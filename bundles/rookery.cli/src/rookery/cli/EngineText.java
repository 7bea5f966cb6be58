package rookery.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonGenerator;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.engine.Score;

/** How the engine commands write scores and variations for people: "+0.35", "#-3", "12. Nf3 Nc6 13. Bb5". */
final class EngineText {

    private EngineText() {
    }

    static String score(Score score) {
        String value = score.isMate() ? "#" + score.value()
                : String.format("%+.2f", score.value() / 100.0);
        return switch (score.bound()) {
            case EXACT -> value;
            case LOWER -> value + " (lower bound)";
            case UPPER -> value + " (upper bound)";
        };
    }

    /** The moves in SAN, stopping at the first one that is not legal. */
    static List<String> san(Position root, List<Integer> moves) {
        Position position = root.copy();
        List<String> san = new ArrayList<>(moves.size());
        for (int move : moves) {
            if (!position.isLegal(move)) {
                break;
            }
            san.add(San.format(position, move));
            position.play(move);
        }
        return san;
    }

    /** SAN with move numbers, as in a game score. */
    static String numbered(Position root, List<String> san) {
        StringBuilder out = new StringBuilder();
        int number = root.fullmoveNumber();
        boolean white = root.turn() == Color.WHITE;
        for (int i = 0; i < san.size(); i++) {
            if (white) {
                out.append(number).append(". ");
            } else if (i == 0) {
                out.append(number).append("... ");
            }
            out.append(san.get(i)).append(' ');
            if (!white) {
                number++;
            }
            white = !white;
        }
        return out.toString().trim();
    }

    /** JSON for a score: {"cp":N} or {"mate":N}, with "bound" when it is not exact. */
    /** A score as {"cp":N} or {"mate":N}, with "bound" when it is only a lower or an upper bound. */
    static void score(JsonGenerator json, Score score) throws IOException {
        json.writeStartObject();
        json.writeNumberField(score.isMate() ? "mate" : "cp", score.value());
        switch (score.bound()) {
            case EXACT -> {
            }
            case LOWER -> json.writeStringField("bound", "lower");
            case UPPER -> json.writeStringField("bound", "upper");
        }
        json.writeEndObject();
    }
}
