package rookery.engine.match;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;

import rookery.chess.Fen;
import rookery.chess.Position;
import rookery.pgn.GameNode;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnTags;
import rookery.pgn.PgnWriter;

/** A played game as PGN, written by {@link PgnWriter}: the opening's moves and the engines', the reason the game ended in a comment. */
public final class PgnExport {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private PgnExport() {
    }

    public static String format(PlayedGame game, String event, LocalDate date) {
        Position start = game.opening();
        int[] openingMoves = start.history();
        for (int i = 0; i < openingMoves.length; i++) {
            start.undo();
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", event);
        tags.put("Site", "?");
        tags.put("Date", date.format(DATE));
        tags.put("Round", Integer.toString(game.round()));
        tags.put("White", game.white());
        tags.put("Black", game.black());
        tags.put("Result", game.outcome().pgn());
        if (!start.fen().equals(Fen.STANDARD) || start.variant().isChess960()) {
            if (start.variant().isChess960()) {
                tags.put("Variant", "Chess960");
            }
            tags.put("SetUp", "1");
            tags.put("FEN", start.fen());
        }
        tags.put("PlyCount", Integer.toString(openingMoves.length + game.moves().size()));
        tags.put("TimeControl", game.timeControl().toString());
        tags.put("Termination", game.termination());
        GameNode root = GameNode.newRoot();
        GameNode node = root;
        for (int move : openingMoves) {
            node = node.addChild(move);
        }
        for (int move : game.moves()) {
            node = node.addChild(move);
        }
        node.appendComment(game.reason());
        return PgnWriter.write(PgnGame.of(PgnTags.of(tags), start.toSetup(), start.variant(), root));
    }
}
