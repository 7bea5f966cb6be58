package rookery.database;

import java.util.Map;

import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.pgn.GameResult;
import rookery.pgn.PgnGame;

/** A game as the database takes it in: tags, variant, start position, main line and result. */
public record GameRecord(Map<String, String> tags, Variant variant, Setup start, int[] moves, GameResult result) {

    public GameRecord {
        tags = Map.copyOf(tags);
        moves = moves.clone();
    }

    public static GameRecord of(PgnGame game) {
        return new GameRecord(game.tags().asMap(), game.variant(), game.startSetup(), game.mainline(), game.result());
    }

    /**
     * The same game without its tags and moves, which an import no longer needs once the game's
     * header and analysis are made (the analysis's ranks encode the moves).
     */
    public GameRecord withoutTagsAndMoves() {
        return new GameRecord(Map.of(), variant, start, new int[0], result);
    }

    /** The tag's value, or null when absent or empty. */
    public String tag(String name) {
        String value = tags.get(name);
        return value == null || value.isBlank() ? null : value.strip();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    public int plies() {
        return moves.length;
    }

    public int move(int ply) {
        return moves[ply];
    }
}
