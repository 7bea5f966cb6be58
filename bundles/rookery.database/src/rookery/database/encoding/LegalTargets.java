package rookery.database.encoding;

import rookery.chess.Attacks;
import rookery.chess.Bitboard;
import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Square;
import rookery.chess.Variant;

/**
 * Counts legal moves by target square for {@link MoveCode#rank}: in a position without en
 * passant, the legal non-promotion moves of a piece (castling aside) are its attacked or pushed
 * squares not holding its own pieces, restricted to the line to its king when pinned and, in
 * check, to the squares that capture or block a single checker; for the king the squares the
 * opponent does not attack; standard chess's castling moves are checked square by square.
 */
final class LegalTargets {

    /** From origin to target of a single push, a double push and the captures towards the a- and the h-file. */
    private static final int[] WHITE_PAWN_DISTANCES = {8, 16, 7, 9};
    private static final int[] BLACK_PAWN_DISTANCES = {-8, -16, -9, -7};

    private LegalTargets() {
    }

    /**
     * How many legal non-promotion moves of the side to move go to a square below {@code to},
     * or to {@code to} from a square below {@code from}, with standard chess's castling moves
     * among them (king takes rook); -1 if the move {@code from}-{@code to} (castling if
     * {@code castling}) is not one of them.
     */
    static int rank(Position position, int from, int to, boolean castling) {
        Color us = position.turn();
        Color them = us.other();
        long ours = position.pieces(us);
        long theirs = position.pieces(them);
        long occupied = ours | theirs;
        int king = position.kingSquare(us);
        long checkers = position.checkers();
        long pinned = position.pinned();
        // What the pieces other than the king may move to: anywhere, or in check onto the checker or between it and the king.
        long evasions = checkers == 0 ? -1L
                : (checkers & (checkers - 1)) != 0 ? 0 : Bitboard.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
        long below = (1L << to) - 1;
        long target = 1L << to;
        int rank = 0;
        long fromTargets = 0;
        for (long knights = position.pieces(us, Role.KNIGHT) & ~pinned; knights != 0; knights &= knights - 1) {
            int square = Long.numberOfTrailingZeros(knights);
            long targets = Attacks.knight(square) & ~ours & evasions;
            rank += lower(targets, below, target, square, from);
            fromTargets |= square == from ? targets : 0;
        }
        long queens = position.pieces(us, Role.QUEEN);
        for (long sliders = position.pieces(us, Role.BISHOP) | position.pieces(us, Role.ROOK) | queens; sliders != 0;
                sliders &= sliders - 1) {
            int square = Long.numberOfTrailingZeros(sliders);
            long bit = 1L << square;
            long attacks = 0;
            if ((bit & position.pieces(us, Role.ROOK)) == 0) {
                attacks |= Attacks.bishop(square, occupied);
            }
            if ((bit & position.pieces(us, Role.BISHOP)) == 0) {
                attacks |= Attacks.rook(square, occupied);
            }
            long targets = restrict(attacks & ~ours & evasions, pinned, bit, king, square);
            rank += lower(targets, below, target, square, from);
            fromTargets |= square == from ? targets : 0;
        }
        long pawns = position.pieces(us, Role.PAWN);
        for (long pinnedPawns = pawns & pinned; pinnedPawns != 0; pinnedPawns &= pinnedPawns - 1) {
            int square = Long.numberOfTrailingZeros(pinnedPawns);
            long targets = restrict(pawnTargets(us, square, occupied, theirs) & evasions, pinned, 1L << square, king, square);
            rank += lower(targets, below, target, square, from);
            fromTargets |= square == from ? targets : 0;
        }
        // The other pawns all at once, by kind of move: each kind's targets lie one distance from their origins.
        long free = pawns & ~pinned;
        long empty = ~occupied;
        boolean white = us == Color.WHITE;
        long pushed = (white ? free << 8 : free >>> 8) & empty;
        long single = pushed & evasions;
        long twoSquares = (white ? (pushed & Bitboard.rank(2)) << 8 : (pushed & Bitboard.rank(5)) >>> 8) & empty & evasions;
        long towardsA = (white ? (free & ~Bitboard.FILE_A) << 7 : (free & ~Bitboard.FILE_A) >>> 9) & theirs & evasions;
        long towardsH = (white ? (free & ~Bitboard.FILE_H) << 9 : (free & ~Bitboard.FILE_H) >>> 7) & theirs & evasions;
        int[] distances = white ? WHITE_PAWN_DISTANCES : BLACK_PAWN_DISTANCES;
        rank += lowerPawnMoves(single, to - distances[0], below, target, from)
                + lowerPawnMoves(twoSquares, to - distances[1], below, target, from)
                + lowerPawnMoves(towardsA, to - distances[2], below, target, from)
                + lowerPawnMoves(towardsH, to - distances[3], below, target, from);
        if ((free & 1L << from) != 0) {
            fromTargets |= pawnTargets(us, from, occupied, theirs) & evasions;
        }
        long withoutKing = occupied ^ (1L << king);
        long kingTargets = 0;
        for (long squares = Attacks.king(king) & ~ours & (below | target); squares != 0; squares &= squares - 1) {
            int square = Long.numberOfTrailingZeros(squares);
            if (position.attackersTo(square, them, withoutKing) == 0) {
                kingTargets |= 1L << square;
            }
        }
        rank += lower(kingTargets, below, target, king, from);
        fromTargets |= king == from ? kingTargets : 0;
        if (position.variant() == Variant.STANDARD && checkers == 0) {
            rank += standardCastlingsBelow(position, us, to);
        }
        if (castling) {
            boolean legal = position.variant() == Variant.STANDARD && checkers == 0 && from == king
                    && position.castlingRook(us, to < king) == to && standardCastlingBelow(position, us, to + 1, to < king) == 1;
            return legal ? rank : -1;
        }
        return (fromTargets & target) != 0 ? rank : -1;
    }

    /**
     * The legal castling moves (when not in check) whose rook, the target of their code, stands below
     * {@code to}; in standard chess the king is on the e-file and the rooks in the corners.
     */
    private static int standardCastlingsBelow(Position position, Color us, int to) {
        return standardCastlingBelow(position, us, to, false) + standardCastlingBelow(position, us, to, true);
    }

    private static int standardCastlingBelow(Position position, Color us, int to, boolean queenSide) {
        int rook = position.castlingRook(us, queenSide);
        return rook != Square.NONE && rook < to && position.canCastle(queenSide) ? 1 : 0;
    }

    /**
     * How many of one kind of unpinned pawn moves rank below the move from {@code from} to
     * {@code target}: the kind's targets, promotions aside, and the origin of a move to {@code target}.
     */
    private static int lowerPawnMoves(long targets, int originOfTarget, long below, long target, int from) {
        long moves = targets & ~Bitboard.BACK_RANKS;
        return Long.bitCount(moves & below) + ((moves & target) != 0 && originOfTarget < from ? 1 : 0);
    }

    /** The non-promotion pushes and captures of one pawn, en passant aside. */
    private static long pawnTargets(Color us, int square, long occupied, long theirs) {
        int up = us == Color.WHITE ? 8 : -8;
        long targets = Attacks.pawn(us, square) & theirs;
        int push = square + up;
        if ((occupied & (1L << push)) == 0) {
            targets |= 1L << push;
            if (square >> 3 == (us == Color.WHITE ? 1 : 6) && (occupied & (1L << (push + up))) == 0) {
                targets |= 1L << (push + up);
            }
        }
        return targets & ~Bitboard.BACK_RANKS;
    }

    private static long restrict(long targets, long pinned, long bit, int king, int square) {
        return (pinned & bit) == 0 ? targets : targets & Bitboard.line(king, square);
    }

    /** How many of one piece's legal targets rank below the move from {@code from} to {@code target}. */
    private static int lower(long targets, long below, long target, int square, int from) {
        return Long.bitCount(targets & below) + ((targets & target) != 0 && square < from ? 1 : 0);
    }
}
