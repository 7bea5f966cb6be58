package rookery.database;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Setup;
import rookery.chess.Variant;

/** A stored game: its header, start position and main line, replayable and exportable as PGN. */
public record Game(GameHeader header, Setup start, int[] moves) {

    private static final int LINE_WIDTH = 80;

    public Game {
        moves = moves.clone();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    public Position startPosition() {
        return Position.fromSetup(start, header.variant(), true);
    }

    /** The tags the database keeps, seven tag roster first, unknown values as PGN writes them. */
    public Map<String, String> tags() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", orUnknown(header.event()));
        tags.put("Site", orUnknown(header.site()));
        tags.put("Date", header.date() == null ? "????.??.??" : header.date());
        tags.put("Round", orUnknown(header.round()));
        tags.put("White", orUnknown(header.white()));
        tags.put("Black", orUnknown(header.black()));
        tags.put("Result", header.result().pgn());
        if (header.whiteElo() > 0) {
            tags.put("WhiteElo", Integer.toString(header.whiteElo()));
        }
        if (header.blackElo() > 0) {
            tags.put("BlackElo", Integer.toString(header.blackElo()));
        }
        if (header.eco() != null) {
            tags.put("ECO", header.eco());
        }
        if (header.opening() != null) {
            tags.put("Opening", header.opening());
        }
        if (header.variant() == Variant.CHESS960) {
            tags.put("Variant", "Chess960");
        }
        if (header.startFen() != null) {
            tags.put("SetUp", "1");
            tags.put("FEN", header.startFen());
        }
        return tags;
    }

    /** The game in PGN export format, ending with a blank line. */
    public String pgn() {
        StringBuilder out = new StringBuilder(1024);
        tags().forEach((name, value) -> out.append('[').append(name).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n"));
        out.append('\n');
        StringBuilder line = new StringBuilder(LINE_WIDTH + 16);
        Position position = startPosition();
        for (int ply = 0; ply < moves.length; ply++) {
            StringBuilder word = new StringBuilder(16);
            if (position.turn() == Color.WHITE) {
                word.append(position.fullmoveNumber()).append(". ");
            } else if (ply == 0) {
                word.append(position.fullmoveNumber()).append("... ");
            }
            word.append(San.format(position, moves[ply]));
            append(out, line, word);
            position.play(moves[ply]);
        }
        append(out, line, new StringBuilder(header.result().pgn()));
        return out.append(line).append("\n\n").toString();
    }

    private static void append(StringBuilder out, StringBuilder line, CharSequence word) {
        if (!line.isEmpty() && line.length() + 1 + word.length() > LINE_WIDTH) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (!line.isEmpty()) {
            line.append(' ');
        }
        line.append(word);
    }

    private static String orUnknown(String value) {
        return value == null ? "?" : value;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Game other && header.equals(other.header) && start.equals(other.start)
                && Arrays.equals(moves, other.moves);
    }

    @Override
    public int hashCode() {
        return header.hashCode() * 31 + Arrays.hashCode(moves);
    }

    @Override
    public String toString() {
        return "game " + header.id() + " " + header.white() + " - " + header.black() + " (" + moves.length + " plies)";
    }
}
