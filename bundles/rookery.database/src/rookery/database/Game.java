package rookery.database;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
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

    private static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    /** The tags the database keeps, seven tag roster first, unknown values as PGN writes them. */
    public Map<String, String> tags() {
        Map<String, String> tags = new LinkedHashMap<>();
        for (String name : SEVEN_TAG_ROSTER) {
            tags.put(name, name.equals("Date") ? "????.??.??" : "?");
        }
        tags.putAll(knownTags());
        return tags;
    }

    /** The game as an import takes it in: the tags the database keeps (the known ones), start, moves and result. */
    public GameRecord record() {
        return new GameRecord(knownTags(), header.variant(), start, moves, header.result());
    }

    private Map<String, String> knownTags() {
        Map<String, String> tags = new LinkedHashMap<>();
        putKnown(tags, "Event", header.event());
        putKnown(tags, "Site", header.site());
        putKnown(tags, "Date", header.date());
        putKnown(tags, "Round", header.round());
        putKnown(tags, "White", header.white());
        putKnown(tags, "Black", header.black());
        tags.put("Result", header.result().pgn());
        if (header.whiteElo() > 0) {
            tags.put("WhiteElo", Integer.toString(header.whiteElo()));
        }
        if (header.blackElo() > 0) {
            tags.put("BlackElo", Integer.toString(header.blackElo()));
        }
        putKnown(tags, "ECO", header.eco());
        putKnown(tags, "Opening", header.opening());
        putKnown(tags, "TimeControl", header.timeControl());
        if (header.variant() == Variant.CHESS960) {
            tags.put("Variant", "Chess960");
        }
        if (header.startFen() != null) {
            tags.put("SetUp", "1");
            tags.put("FEN", header.startFen());
        }
        return tags;
    }

    private static void putKnown(Map<String, String> tags, String name, String value) {
        if (value != null) {
            tags.put(name, value);
        }
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
