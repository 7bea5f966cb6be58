package rookery.engine.match;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

import rookery.chess.Color;
import rookery.chess.Fen;
import rookery.chess.Position;
import rookery.chess.San;

/** Writes a played game as PGN (export format: seven-tag roster first, SAN, lines of at most 80 columns). */
public final class PgnExport {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private PgnExport() {
    }

    public static String format(GameResult game, String event, LocalDate date) {
        Position start = game.opening();
        int[] openingMoves = start.history();
        for (int i = 0; i < openingMoves.length; i++) {
            start.undo();
        }
        StringBuilder out = new StringBuilder();
        tag(out, "Event", event);
        tag(out, "Site", "?");
        tag(out, "Date", date.format(DATE));
        tag(out, "Round", Integer.toString(game.round()));
        tag(out, "White", game.white());
        tag(out, "Black", game.black());
        tag(out, "Result", game.outcome().pgn());
        String fen = start.fen();
        if (!fen.equals(Fen.STANDARD) || start.variant().isChess960()) {
            if (start.variant().isChess960()) {
                tag(out, "Variant", "Chess960");
            }
            tag(out, "SetUp", "1");
            tag(out, "FEN", fen);
        }
        tag(out, "PlyCount", Integer.toString(openingMoves.length + game.moves().size()));
        tag(out, "TimeControl", game.timeControl().toString());
        tag(out, "Termination", game.termination());
        out.append('\n');

        StringBuilder line = new StringBuilder();
        Position position = start.copy();
        boolean first = true;
        for (int i = 0; i < openingMoves.length + game.moves().size(); i++) {
            int move = i < openingMoves.length ? openingMoves[i] : game.moves().get(i - openingMoves.length);
            if (position.turn() == Color.WHITE) {
                append(out, line, position.fullmoveNumber() + ".");
            } else if (first) {
                append(out, line, position.fullmoveNumber() + "...");
            }
            append(out, line, San.format(position, move));
            position.play(move);
            first = false;
        }
        append(out, line, "{" + game.reason().replace("}", ")") + "}");
        append(out, line, game.outcome().pgn());
        out.append(line).append("\n\n");
        return out.toString();
    }

    /** Adds a token to the current line, wrapping it at 80 columns (a comment's words may wrap). */
    private static void append(StringBuilder out, StringBuilder line, String token) {
        for (String word : token.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > 80) {
                out.append(line).append('\n');
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
    }

    private static void tag(StringBuilder out, String name, String value) {
        out.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }
}
