package rookery.tablebase.syzygy;

/**
 * A legal move of a root position and what the tables say of it, from the side that plays it.
 * {@code dtz}: plies from the root to the next zeroing move (this move counted; 1 for a winning
 * capture, pawn move or mate), signed as {@link DtzProbe#dtz()}. {@code rank}: Stockfish's order,
 * higher is better: wins by increasing DTZ, then wins the fifty-move rule may spoil, draws, losses
 * the rule may save, losses by decreasing DTZ; the position's halfmove clock and a repetition are
 * counted. {@code wdl} follows from the rank.
 */
public record RankedMove(int move, SyzygyWdl wdl, int dtz, int rank, boolean zeroing) {
}
