package rookery.database;

import java.util.Locale;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Square;

/**
 * The pawn structures players name, as pawn masks with everything else a wildcard, written from
 * white's side and matched for either colour (the mask turned top to bottom with colours swapped).
 * A mask's tokens: {@code Pd4} a white pawn on d4, {@code pc6} a black one on c6, {@code -Pc} no
 * white pawn on the c-file, {@code -pd} no black pawn on the d-file (docs/search.md).
 */
public enum StructureFamily {
    ISOLATED_QUEEN_PAWN("iqp", "isolated queen's pawn", "Pd4 -Pc -Pe -pd"),
    HANGING_PAWNS("hanging-pawns", "hanging pawns", "Pc4 Pd4 -Pb -Pe -pc -pd"),
    CARLSBAD("carlsbad", "Carlsbad", "Pd4 Pe3 -Pc pc6 pd5 -pe"),
    MAROCZY("maroczy", "Maroczy bind", "Pc4 Pe4 -Pd pd6 -pc"),
    STONEWALL("stonewall", "Stonewall", "Pc3 Pd4 Pe3 Pf4"),
    HEDGEHOG("hedgehog", "Hedgehog", "Pc4 Pe4 -Pd pa6 pb6 pd6 pe6 -pc");

    private final String id;
    private final String title;
    private final String mask;
    /** Required and forbidden pawns: white, black; then the same with colours swapped and the board turned. */
    private final long[] masks = new long[8];

    StructureFamily(String id, String title, String mask) {
        this.id = id;
        this.title = title;
        this.mask = mask;
        for (String token : mask.split(" ")) {
            boolean forbidden = token.startsWith("-");
            String rest = forbidden ? token.substring(1) : token;
            Color color = Character.isUpperCase(rest.charAt(0)) ? Color.WHITE : Color.BLACK;
            long squares = rest.length() == 2 ? 0x0101010101010101L << rest.charAt(1) - 'a' : 1L << Square.parse(rest.substring(1));
            masks[(forbidden ? 2 : 0) + color.ordinal()] |= squares;
        }
        for (int i = 0; i < 4; i++) {
            masks[4 + (i ^ 1)] = Long.reverseBytes(masks[i]);
        }
    }

    /** The name on the command line, e.g. "iqp". */
    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** The mask as written from white's side. */
    public String mask() {
        return mask;
    }

    /**
     * @throws IllegalArgumentException naming the known families
     */
    public static StructureFamily byId(String id) {
        for (StructureFamily family : values()) {
            if (family.id.equals(id.strip().toLowerCase(Locale.ROOT))) {
                return family;
            }
        }
        StringBuilder known = new StringBuilder();
        for (StructureFamily family : values()) {
            known.append(known.isEmpty() ? "" : ", ").append(family.id);
        }
        throw new IllegalArgumentException("structure '" + id + "' is not one of " + known);
    }

    public boolean matches(Position position) {
        return matches(position.pieces(Color.WHITE, Role.PAWN), position.pieces(Color.BLACK, Role.PAWN));
    }

    boolean matches(long white, long black) {
        return matches(white, black, 0) || matches(white, black, 4);
    }

    /** The families these pawns form, a bit per {@link #ordinal()}. */
    public static int of(long white, long black) {
        int families = 0;
        for (StructureFamily family : VALUES) {
            if (family.matches(white, black)) {
                families |= 1 << family.ordinal();
            }
        }
        return families;
    }

    private static final StructureFamily[] VALUES = values();

    private boolean matches(long white, long black, int at) {
        return (white & masks[at]) == masks[at] && (black & masks[at + 1]) == masks[at + 1] && (white & masks[at + 2]) == 0
                && (black & masks[at + 3]) == 0;
    }
}
