package rookery.chess;

public enum Variant {
    /** Orthodox chess. */
    STANDARD,
    /** Fischer random chess: shuffled back rank, castling to the g/c files. */
    CHESS960,
    /** Any mirrored back-rank shuffle of the pieces; castling is never allowed. */
    RANDOM;

    public boolean allowsCastling() {
        return this != RANDOM;
    }

    /** Whether castling is written king-takes-rook in UCI and with rook files when ambiguous in FEN. */
    public boolean isChess960() {
        return this == CHESS960;
    }
}
