package rookery.chess;

/**
 * Finds the legal move a decoded SAN token names without generating every legal move: the
 * pieces of the named type that reach the target square, each checked for leaving its own king
 * unattacked. Answers only the common case of exactly one such move; {@link San} matches the full
 * legal move list for everything else (castling written as a king move, ambiguity, errors).
 */
final class SanTarget {

    private SanTarget() {
    }

    /**
     * The only legal move that is not castling of a {@code role} piece of the side to move to
     * {@code to}, starting on {@code fromFile} and {@code fromRank} (-1 for any), promoting to
     * {@code promotion} (null for none); pawns move diagonally only with a {@code fromFile}.
     * {@link Move#NONE} when there is no such move or more than one.
     */
    static int uniqueMove(Position position, Role role, int fromFile, int fromRank, int to, Role promotion) {
        Color us = position.turn();
        long occupied = position.occupied();
        if (Bitboard.contains(position.pieces(us), to)) {
            return Move.NONE;
        }
        long origins = position.pieces(us, role) & (fromFile >= 0 ? Bitboard.file(fromFile) : Bitboard.ALL)
                & (fromRank >= 0 ? Bitboard.rank(fromRank) : Bitboard.ALL);
        boolean enPassant = false;
        switch (role) {
            case PAWN -> {
                if (Bitboard.contains(occupied, to) || to == position.epSquare()) {
                    enPassant = !Bitboard.contains(occupied, to);
                    origins &= fromFile >= 0 ? Attacks.pawn(us.other(), to) : 0;
                } else {
                    origins &= pushOrigin(us, occupied, to);
                }
            }
            case KNIGHT -> origins &= Attacks.knight(to);
            case BISHOP -> origins &= Attacks.bishop(to, occupied);
            case ROOK -> origins &= Attacks.rook(to, occupied);
            case QUEEN -> origins &= Attacks.queen(to, occupied);
            case KING -> origins &= Attacks.king(to);
        }
        int found = Move.NONE;
        for (; origins != 0; origins &= origins - 1) {
            int from = Long.numberOfTrailingZeros(origins);
            if (keepsKingSafe(position, us, role, from, to, enPassant)) {
                if (found != Move.NONE) {
                    return Move.NONE;
                }
                found = promotion != null ? Move.promotion(from, to, promotion)
                        : enPassant ? Move.enPassant(from, to) : Move.of(from, to);
            }
        }
        return found;
    }

    /** The square from which a pawn of {@code us} could push to the empty square {@code to}, as a bitboard. */
    private static long pushOrigin(Color us, long occupied, int to) {
        int up = us == Color.WHITE ? 8 : -8;
        int behind = to - up;
        if (behind < 0 || behind >= 64) {
            return 0;
        }
        if (Bitboard.contains(occupied, behind)) {
            return Bitboard.of(behind);
        }
        boolean doubleStepTarget = Square.rank(to) == (us == Color.WHITE ? 3 : 4);
        return doubleStepTarget ? Bitboard.of(behind - up) : 0;
    }

    private static boolean keepsKingSafe(Position position, Color us, Role role, int from, int to, boolean enPassant) {
        Color them = us.other();
        long occupied = position.occupied();
        if (role == Role.KING) {
            return position.attackersTo(to, them, occupied ^ Bitboard.of(from)) == 0;
        }
        long captured = Bitboard.of(enPassant ? to ^ 8 : to);
        long after = (occupied & ~Bitboard.of(from) & ~captured) | Bitboard.of(to);
        return (position.attackersTo(position.kingSquare(us), them, after) & ~captured) == 0;
    }

    /**
     * The castling move on that side if it is legal: the right is kept, the squares the king and
     * rook cross are empty, and the king is not in check and crosses no attacked square.
     */
    static int castling(Position position, boolean kingSide) {
        Color us = position.turn();
        int rook = position.castlingRook(us, !kingSide);
        if (rook == Square.NONE || position.isCheck()) {
            return Move.NONE;
        }
        int king = position.kingSquare(us);
        int rank = Square.rank(king);
        int kingTo = Square.of(kingSide ? 6 : 2, rank);
        int rookTo = Square.of(kingSide ? 5 : 3, rank);
        long kingAndRook = Bitboard.of(king) | Bitboard.of(rook);
        long kingPath = Bitboard.between(king, kingTo) | Bitboard.of(kingTo);
        long mustBeEmpty = (kingPath | Bitboard.between(rook, rookTo) | Bitboard.of(rookTo)) & ~kingAndRook;
        long occupied = position.occupied();
        if ((occupied & mustBeEmpty) != 0) {
            return Move.NONE;
        }
        long withoutKingAndRook = occupied ^ kingAndRook;
        for (long path = kingPath; path != 0; path &= path - 1) {
            if (position.attackersTo(Long.numberOfTrailingZeros(path), us.other(), withoutKingAndRook) != 0) {
                return Move.NONE;
            }
        }
        return Move.castling(king, rook);
    }
}
