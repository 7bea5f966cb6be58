package rookery.chess;

/**
 * Moves packed into an int: bits 0-5 origin, 6-11 target, 12-14 promotion role (0 for none),
 * bit 15 en passant, bit 16 castling. Castling is encoded as the king capturing its own rook,
 * so the target of a castling move is the rook's square, in every variant. 0 is {@link #NONE}.
 */
public final class Move {

    public static final int NONE = 0;

    private static final int EN_PASSANT = 1 << 15;
    private static final int CASTLING = 1 << 16;

    private Move() {
    }

    public static int of(int from, int to) {
        return from | to << 6;
    }

    public static int promotion(int from, int to, Role role) {
        return from | to << 6 | role.ordinal() << 12;
    }

    public static int enPassant(int from, int to) {
        return from | to << 6 | EN_PASSANT;
    }

    public static int castling(int kingFrom, int rookFrom) {
        return kingFrom | rookFrom << 6 | CASTLING;
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return move >>> 6 & 63;
    }

    /** The promotion role, or null. */
    public static Role promotion(int move) {
        int role = promotionIndex(move);
        return role == 0 ? null : Role.of(role);
    }

    /** The promotion role's ordinal (knight 1 to queen 4, as Polyglot numbers them too), 0 for none: for code that indexes by role. */
    public static int promotionIndex(int move) {
        return move >>> 12 & 7;
    }

    public static boolean isPromotion(int move) {
        return (move & (7 << 12)) != 0;
    }

    public static boolean isEnPassant(int move) {
        return (move & EN_PASSANT) != 0;
    }

    public static boolean isCastling(int move) {
        return (move & CASTLING) != 0;
    }

    /** Where the king ends up when castling: the g or c file of its back rank. */
    public static int castlingKingTarget(int move) {
        int from = from(move);
        int to = to(move);
        return Square.of(to > from ? 6 : 2, Square.rank(from));
    }

    /** Where the rook ends up when castling: the f or d file of its back rank. */
    public static int castlingRookTarget(int move) {
        int from = from(move);
        int to = to(move);
        return Square.of(to > from ? 5 : 3, Square.rank(from));
    }

    /**
     * UCI long algebraic notation, for example "e2e4", "e7e8q". Castling is written king-takes-rook
     * ("e1h1") when {@code chess960}, otherwise as the king's two-square move ("e1g1").
     */
    public static String toUci(int move, boolean chess960) {
        if (move == NONE) {
            return "0000";
        }
        int to = isCastling(move) && !chess960 ? castlingKingTarget(move) : to(move);
        String uci = Square.name(from(move)) + Square.name(to);
        Role promotion = promotion(move);
        return promotion == null ? uci : uci + promotion.symbol();
    }
}
