package rookery.database.encoding;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.Role;

/**
 * The material of a position as counts of pieces per side, packed into an int (3 bits per
 * count, enough for at most seven pieces: white queen, rook, bishop, knight, pawn, then black's), and its name such as "KRPvKR".
 * Names put the stronger side first (by material, then by its pieces) so that a signature and
 * its colour-swapped twin share one name.
 */
public final class MaterialSignature {

    /** The largest number of pieces, kings included, for which the endgame statistics are kept. */
    public static final int MAX_PIECES = 7;

    private static final Role[] ORDER = {Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT, Role.PAWN};
    private static final int[] VALUE = {9, 5, 3, 3, 1};

    private MaterialSignature() {
    }

    /** The signature of a position with at most {@link #MAX_PIECES} pieces. */
    public static int of(Position position) {
        int code = 0;
        for (Color color : Color.values()) {
            for (Role role : ORDER) {
                code = code << 3 | Long.bitCount(position.pieces(color, role));
            }
        }
        return code;
    }

    /** Counts per {@link #ORDER} role of one side: 0 for white, 1 for black. */
    private static int count(int code, int side, int roleIndex) {
        return code >>> (3 * (9 - (side * 5 + roleIndex))) & 7;
    }

    /** Whether the side listed second in the name is white, i.e. black is the stronger side. */
    public static boolean blackFirst(int code) {
        return compareSides(code) < 0;
    }

    private static int compareSides(int code) {
        int whiteValue = 0;
        int blackValue = 0;
        for (int i = 0; i < ORDER.length; i++) {
            whiteValue += VALUE[i] * count(code, 0, i);
            blackValue += VALUE[i] * count(code, 1, i);
        }
        if (whiteValue != blackValue) {
            return Integer.compare(whiteValue, blackValue);
        }
        for (int i = 0; i < ORDER.length; i++) {
            int difference = count(code, 0, i) - count(code, 1, i);
            if (difference != 0) {
                return difference;
            }
        }
        return 0;
    }

    /** The name with the stronger side first, for example "KRPvKR". */
    public static String name(int code) {
        boolean blackFirst = blackFirst(code);
        return side(code, blackFirst ? 1 : 0) + "v" + side(code, blackFirst ? 0 : 1);
    }

    private static String side(int code, int side) {
        StringBuilder name = new StringBuilder("K");
        for (int i = 0; i < ORDER.length; i++) {
            name.repeat(Character.toUpperCase(ORDER[i].symbol()), count(code, side, i));
        }
        return name.toString();
    }
}
