package rookery.engine.match;

/**
 * Ending games early by the engines' agreed scores, as tournament managers do (besides the rules,
 * which always apply). A player resigns when its own score has been at or below
 * {@code -resignScore} for {@code resignMoves} consecutive moves; a game is drawn when both
 * players' scores have been within {@code drawScore} of 0 for {@code drawMoves} consecutive moves
 * each, from move {@code drawFromMove} on. A count of 0 turns that rule off.
 */
public record Adjudication(int resignScore, int resignMoves, int drawScore, int drawMoves, int drawFromMove) {

    public static final Adjudication NONE = new Adjudication(0, 0, 0, 0, 0);

    public boolean resigns() {
        return resignMoves > 0;
    }

    public boolean draws() {
        return drawMoves > 0;
    }
}
