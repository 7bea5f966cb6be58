package rookery.database;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.pgn.GameNode;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnTags;
import rookery.pgn.PgnWriter;

/** A stored game: its header, start position and main line, replayable and exportable as PGN. */
public record Game(GameHeader header, Setup start, int[] moves) {

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

    /** The game in PGN export format ({@link PgnWriter}), ending with a blank line. */
    public String pgn() {
        GameNode root = GameNode.newRoot();
        GameNode node = root;
        for (int move : moves) {
            node = node.addChild(move);
        }
        return PgnWriter.write(PgnGame.of(PgnTags.of(tags()), start, header.variant(), root));
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
