package rookery.chess.book;

/** A book move legal in its position, as a {@link rookery.chess.Move}, with its weight and learn field. */
public record BookMove(int move, int weight, long learn) {
}
