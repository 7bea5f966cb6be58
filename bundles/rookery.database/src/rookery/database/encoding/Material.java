package rookery.database.encoding;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.database.index.StructureIndex;

/**
 * The whole board's material as a code the index keeps per game ({@link StructureIndex}): four bits
 * per count (queens, rooks, bishops, knights, pawns; white's in the low twenty bits, black's above),
 * and the piece imbalance, white's count minus black's for queens, rooks, bishops and knights with
 * pawns aside, five bits each. A count above 15 (no game has one) is kept as 15.
 */
public final class Material {

    public static final Role[] ROLES = {Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT, Role.PAWN};
    public static final int QUEEN = 0, ROOK = 1, BISHOP = 2, KNIGHT = 3, PAWN = 4;
    /** Roles with a count in the imbalance: all but pawns. */
    public static final int PIECES = 4;

    private Material() {
    }

    public static long code(Position position) {
        long code = 0;
        for (int role = 0; role < ROLES.length; role++) {
            code |= (long) Math.min(15, Long.bitCount(position.pieces(Color.WHITE, ROLES[role]))) << 4 * role;
            code |= (long) Math.min(15, Long.bitCount(position.pieces(Color.BLACK, ROLES[role]))) << 4 * (role + ROLES.length);
        }
        return code;
    }

    /** The code of the material with these counts by {@link #ROLES} index for white and black. */
    public static long code(int[] white, int[] black) {
        long code = 0;
        for (int role = 0; role < ROLES.length; role++) {
            code |= (long) Math.min(15, white[role]) << 4 * role | (long) Math.min(15, black[role]) << 4 * (role + ROLES.length);
        }
        return code;
    }

    public static int count(long code, Color color, int role) {
        return (int) (code >>> 4 * (role + (color == Color.WHITE ? 0 : ROLES.length))) & 15;
    }

    public static int imbalance(long code) {
        int imbalance = 0;
        for (int role = 0; role < PIECES; role++) {
            imbalance |= (count(code, Color.WHITE, role) - count(code, Color.BLACK, role) + 16) << 5 * role;
        }
        return imbalance;
    }

    /** White's count minus black's for a role of an imbalance. */
    public static int difference(int imbalance, int role) {
        return (imbalance >>> 5 * role & 31) - 16;
    }
}
