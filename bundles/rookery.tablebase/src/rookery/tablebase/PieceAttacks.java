package rookery.tablebase;

import rookery.chess.Attacks;
import rookery.chess.Bitboard;
import rookery.chess.Color;
import rookery.chess.Role;

/** Attack tests on the piece lists of a table: squares per piece, colors and roles fixed by the signature. */
final class PieceAttacks {

    static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;
    private static final Color[] COLORS = Color.values();
    private static final long[] DIAGONAL_RAYS = new long[64], ORTHOGONAL_RAYS = new long[64];

    static {
        for (int square = 0; square < 64; square++) {
            DIAGONAL_RAYS[square] = Attacks.emptyBoard(Role.BISHOP, Color.WHITE, square);
            ORTHOGONAL_RAYS[square] = Attacks.emptyBoard(Role.ROOK, Color.WHITE, square);
        }
    }

    private PieceAttacks() {
    }

    /** Squares a piece of this role (PAWN..KING) and color (0 white) on this square attacks. */
    static long attacks(int role, int color, int square, long occupied) {
        return switch (role) {
            case PAWN -> Attacks.pawn(COLORS[color], square);
            case KNIGHT -> Attacks.knight(square);
            case BISHOP -> Attacks.bishop(square, occupied);
            case ROOK -> Attacks.rook(square, occupied);
            case QUEEN -> Attacks.queen(square, occupied);
            default -> Attacks.king(square);
        };
    }

    /** Whether a piece of color {@code by} (other than piece {@code ignored}) attacks {@code target}. */
    static boolean isAttacked(int[] role, int[] color, int[] squares, int target, int by, long occupied, int ignored) {
        long bit = 1L << target;
        for (int k = 0; k < squares.length; k++) {
            if (color[k] != by || k == ignored) {
                continue;
            }
            int from = squares[k];
            boolean attacks = switch (role[k]) {
                case PAWN -> (Attacks.pawn(COLORS[by], from) & bit) != 0;
                case KNIGHT -> (Attacks.knight(from) & bit) != 0;
                case BISHOP -> (DIAGONAL_RAYS[from] & bit) != 0 && (Bitboard.between(from, target) & occupied) == 0;
                case ROOK -> (ORTHOGONAL_RAYS[from] & bit) != 0 && (Bitboard.between(from, target) & occupied) == 0;
                case QUEEN -> ((DIAGONAL_RAYS[from] | ORTHOGONAL_RAYS[from]) & bit) != 0
                        && (Bitboard.between(from, target) & occupied) == 0;
                default -> (Attacks.king(from) & bit) != 0;
            };
            if (attacks) {
                return true;
            }
        }
        return false;
    }

    static long occupancy(int[] squares) {
        long occupied = 0;
        for (int square : squares) {
            occupied |= 1L << square;
        }
        return occupied;
    }
}
