package rookery.tablebase.syzygy;

/**
 * A position's result and distance to zeroing for the side to move, as if its halfmove clock were
 * 0 (as the tables store them). {@code dtz} counts plies to the next capture or pawn move with
 * best play (a winning side hurrying, a losing side delaying), signed: positive for wins, negative
 * for losses, 0 for draws; cursed wins and blessed losses are counted beyond 100. As Stockfish and
 * Fathom read the tables, it can be one ply more than the exact distance where a table stores
 * whole moves.
 */
public record DtzProbe(SyzygyWdl wdl, int dtz) {

    /**
     * The result with {@code halfmoveClock} plies already played since the last capture or pawn
     * move: a win whose zeroing move comes after the 100th ply is a cursed win (Fathom's rule).
     */
    public SyzygyWdl wdlAfter(int halfmoveClock) {
        if (dtz > 0) {
            return dtz + halfmoveClock <= 100 ? SyzygyWdl.WIN : SyzygyWdl.CURSED_WIN;
        }
        if (dtz < 0) {
            return -dtz + halfmoveClock <= 100 ? SyzygyWdl.LOSS : SyzygyWdl.BLESSED_LOSS;
        }
        return SyzygyWdl.DRAW;
    }
}
