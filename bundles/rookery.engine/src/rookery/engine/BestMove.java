package rookery.engine;

import rookery.chess.Move;

/**
 * The move an engine settled on, and the reply it expects (to ponder on), each
 * {@link Move#NONE} when there is none (no legal move; no expected reply).
 */
public record BestMove(int move, int ponder) {
}
