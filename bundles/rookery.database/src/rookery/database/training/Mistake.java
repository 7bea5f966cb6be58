package rookery.database.training;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.Variant;

/**
 * A mistake ({@code ?}, nag 2) or blunder ({@code ??}, nag 4) of a review: the stored game (0 for a game not stored), the
 * ply of the move (1 the first), who played it, the game's variant, the position before it, the move (UCI and SAN),
 * and the review's evaluations before and after it ({@code [%eval]} text, null at a checkmate).
 */
public record Mistake(long gameId, int ply, Color side, String player, Variant variant, String fenBefore, String playedUci, String playedSan,
        int nag, String evalBefore, String evalAfter) {

    /** The position before the move. */
    public Position position() {
        return Position.fromFen(fenBefore, variant);
    }

    public boolean isBlunder() {
        return nag == 4;
    }

    public String glyph() {
        return isBlunder() ? "??" : "?";
    }
}
