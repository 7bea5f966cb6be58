package rookery.tablebase;

import rookery.chess.Piece;
import rookery.chess.Role;
import rookery.chess.Square;

/**
 * Numbers the positions of one material signature: side to move, king pair (see {@link KingPairs}),
 * then one digit per other piece (64 squares, 48 for pawns). Every position has exactly one
 * canonical number; numbers of non-canonical placements (mirror images on the diagonal, identical
 * pieces out of square order, overlapping pieces) exist but are never used.
 */
final class TableIndex {

    final Signature signature;
    /** Pieces in index order, see {@link Signature#pieces()}. */
    final Piece[] pieces;
    final boolean pawns;
    /** Positions per side to move. */
    final int half;
    final int size;
    /** Per piece: squares it can take in the index (64, 48 for pawns) and the first of them. */
    private final int[] radix, lowestSquare;
    /** Whether some pieces are identical, so that their squares must be put in order. */
    private final boolean identicalPieces;
    /** Per piece, its role (see {@link PieceAttacks}) and color (0 white). */
    private final int[] roles, colors;

    TableIndex(Signature signature) {
        this.signature = signature;
        this.pieces = signature.pieces();
        this.pawns = signature.hasPawns();
        this.radix = new int[pieces.length];
        this.lowestSquare = new int[pieces.length];
        long positions = pawns ? KingPairs.WITH_PAWNS : KingPairs.PAWNLESS;
        boolean identical = false;
        for (int i = 2; i < pieces.length; i++) {
            boolean pawn = pieces[i].role() == Role.PAWN;
            radix[i] = pawn ? 48 : 64;
            lowestSquare[i] = pawn ? 8 : 0;
            positions *= radix[i];
            identical |= pieces[i] == pieces[i - 1];
        }
        this.identicalPieces = identical;
        this.roles = new int[pieces.length];
        this.colors = new int[pieces.length];
        for (int i = 0; i < pieces.length; i++) {
            roles[i] = pieces[i].role().ordinal();
            colors[i] = pieces[i].color().ordinal();
        }
        if (positions * 2 > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException(signature + " is too large to index");
        }
        this.half = (int) positions;
        this.size = (int) positions * 2;
    }

    int pieceCount() {
        return pieces.length;
    }

    /**
     * The canonical number of the position with these piece squares (in index order) and side to
     * move (0 white, 1 black). {@code scratch} needs room for one square per piece; {@code squares}
     * is left unchanged. The placement must be legal: kings apart, no shared squares.
     */
    int index(int[] squares, int turn, int[] scratch) {
        int n = pieces.length;
        int whiteKing = squares[0], blackKing = squares[1];
        if (pawns) {
            int mirror = Square.file(whiteKing) >= 4 ? 7 : 0;
            for (int i = 0; i < n; i++) {
                scratch[i] = squares[i] ^ mirror;
            }
            sortGroups(scratch);
            return number(scratch, turn);
        }
        int transform = KingPairs.pawnlessTransform(whiteKing, blackKing);
        int[] map = KingPairs.TRANSFORMS[transform & 7];
        for (int i = 0; i < n; i++) {
            scratch[i] = map[squares[i]];
        }
        sortGroups(scratch);
        int number = number(scratch, turn);
        if ((transform & KingPairs.AMBIGUOUS) != 0) {
            int[] diagonal = KingPairs.TRANSFORMS[KingPairs.DIAGONAL];
            for (int i = 0; i < n; i++) {
                scratch[i] = diagonal[scratch[i]];
            }
            sortGroups(scratch);
            number = Math.min(number, number(scratch, turn));
        }
        return number;
    }

    private void sortGroups(int[] squares) {
        if (!identicalPieces) {
            return;
        }
        for (int i = 3; i < pieces.length; i++) {
            if (pieces[i] == pieces[i - 1]) {
                int square = squares[i];
                int j = i;
                while (j > 2 && pieces[j - 1] == pieces[i] && squares[j - 1] > square) {
                    squares[j] = squares[j - 1];
                    j--;
                }
                squares[j] = square;
            }
        }
    }

    private int number(int[] squares, int turn) {
        int number = KingPairs.number(pawns, squares[0], squares[1]);
        for (int i = 2; i < pieces.length; i++) {
            number = number * radix[i] + squares[i] - lowestSquare[i];
        }
        return turn * half + number;
    }

    /** Writes the piece squares of a number into {@code squares} and returns the side to move. */
    int decode(int index, int[] squares) {
        int turn = index >= half ? 1 : 0;
        int rest = index - turn * half;
        for (int i = pieces.length - 1; i >= 2; i--) {
            squares[i] = rest % radix[i] + lowestSquare[i];
            rest /= radix[i];
        }
        squares[0] = KingPairs.whiteKing(pawns, rest);
        squares[1] = KingPairs.blackKing(pawns, rest);
        return turn;
    }

    /**
     * Decodes a number like {@link #decode} and returns the side to move, or -1 when the number is
     * not the canonical number of a legal position (pieces sharing a square, the side not to move
     * in check, a symmetric image or identical pieces out of order).
     */
    int decodeLegal(int number, int[] squares, int[] scratch) {
        int turn = decode(number, squares);
        if (!isDisjoint(squares) || index(squares, turn, scratch) != number) {
            return -1;
        }
        boolean opponentInCheck = PieceAttacks.isAttacked(roles, colors, squares, squares[turn ^ 1], turn,
                PieceAttacks.occupancy(squares), -1);
        return opponentInCheck ? -1 : turn;
    }

    /** {@link #decodeLegal} for occasional use. */
    boolean isLegal(int number) {
        return decodeLegal(number, new int[pieces.length], new int[pieces.length]) >= 0;
    }

    /** True when no two pieces of the decoded placement share a square. */
    private boolean isDisjoint(int[] squares) {
        long seen = 0;
        for (int i = 0; i < pieces.length; i++) {
            long bit = 1L << squares[i];
            if ((seen & bit) != 0) {
                return false;
            }
            seen |= bit;
        }
        return true;
    }
}
