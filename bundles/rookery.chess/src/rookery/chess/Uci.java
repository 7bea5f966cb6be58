package rookery.chess;

/** UCI long algebraic notation, for example "e2e4", "e7e8q", "e1g1" (standard) or "e1h1" (Chess960). */
public final class Uci {

    private Uci() {
    }

    /**
     * The legal move that the UCI text denotes in this position. In standard chess castling is
     * accepted both as "e1g1" and king-takes-rook "e1h1"; in Chess960 only as king-takes-rook.
     *
     * @throws IllegalArgumentException if the text is not UCI or not a legal move here
     */
    public static int parse(Position position, String uci) {
        int length = uci.length();
        if (length != 4 && length != 5) {
            throw new IllegalArgumentException("not a UCI move: '" + uci + "'");
        }
        int from = Square.parse(uci.substring(0, 2));
        int to = Square.parse(uci.substring(2, 4));
        Role promotion = length == 5 ? Role.fromSymbol(uci.charAt(4)) : null;
        if (from == Square.NONE || to == Square.NONE || (length == 5 && (promotion == null || promotion == Role.PAWN))) {
            throw new IllegalArgumentException("not a UCI move: '" + uci + "'");
        }
        boolean chess960 = position.variant().isChess960();
        for (int move : position.legalMoves()) {
            if (Move.from(move) != from || Move.promotion(move) != promotion) {
                continue;
            }
            if (Move.to(move) == to || (Move.isCastling(move) && !chess960 && Move.castlingKingTarget(move) == to)) {
                return move;
            }
        }
        throw new IllegalArgumentException("illegal move " + uci + " in " + position.fen());
    }
}
