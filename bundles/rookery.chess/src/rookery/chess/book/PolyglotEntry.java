package rookery.chess.book;

/**
 * One 16-byte entry of a Polyglot book: the position's key, the move as Polyglot stores it
 * (to in bits 0-5, from in 6-11, promotion 1 = knight .. 4 = queen in 12-14, castling as the king
 * taking its rook), its weight and the learn field, all unsigned.
 */
public record PolyglotEntry(long key, int move, int weight, long learn) {
}
