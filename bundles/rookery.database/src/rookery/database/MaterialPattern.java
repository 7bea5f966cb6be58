package rookery.database;

import java.util.Locale;
import java.util.Map;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.encoding.Material;

/**
 * What a material search asks for, for either colour: an exact signature of the whole board such as
 * {@code KRvKBN} or {@code KRPPvKRP} (every piece and pawn named), or a piece difference with pawns
 * aside such as {@code RvB} (one side has a rook where the other has a bishop, all other pieces
 * equal), where {@code m} is a minor piece (bishop or knight) and {@code -} an empty side
 * ({@code mv-}: a piece up), or one of the {@link #NAMED} differences ("exchange up"). A
 * difference that names no bishop or knight counts minor pieces together: in {@code QvRR} a
 * bishop against a knight besides is still equal.
 */
public final class MaterialPattern {

    /** Differences by the name a player uses. */
    public static final Map<String, String> NAMED = Map.of(
            "exchange up", "Rvm",
            "piece up", "mv-",
            "queen against two rooks", "QvRR",
            "queen against rook and minor", "QvRm",
            "two minors against rook", "mmvR",
            "three minors against queen", "mmmvQ",
            "rook against two minors", "Rvmm",
            "queen against three minors", "Qvmmm");

    private static final String ROLE_LETTERS = "QRBNP";

    private final String text;
    /** Counts by {@link Material#ROLES} index and, for differences, minor pieces at index 5. */
    private final int[] first;
    private final int[] second;
    private final boolean signature;
    /** A signature's {@link Material#code}s with its first side white, and black. */
    private final long firstWhite;
    private final long firstBlack;

    private MaterialPattern(String text, int[] first, int[] second, boolean signature) {
        this.text = text;
        this.first = first;
        this.second = second;
        this.signature = signature;
        this.firstWhite = Material.code(first, second);
        this.firstBlack = Material.code(second, first);
    }

    /**
     * @throws IllegalArgumentException naming the character or side that does not parse
     */
    public static MaterialPattern parse(String text) {
        String trimmed = text == null ? "" : text.strip();
        String named = NAMED.get(trimmed.toLowerCase(Locale.ROOT).replace('-', ' '));
        String written = named != null ? named : trimmed;
        int v = written.indexOf('v');
        if (v < 0 || written.indexOf('v', v + 1) >= 0) {
            throw new IllegalArgumentException("material '" + text + "': write the two sides separated by one 'v' (KRvKBN, RvB)"
                    + " or name a difference: " + String.join(", ", NAMED.keySet().stream().sorted().toList()));
        }
        String left = written.substring(0, v);
        String right = written.substring(v + 1);
        boolean signature = left.startsWith("K") || right.startsWith("K");
        return new MaterialPattern(named != null ? trimmed.toLowerCase(Locale.ROOT) : written, side(text, left, signature),
                side(text, right, signature), signature);
    }

    private static int[] side(String text, String side, boolean signature) {
        int[] counts = new int[6];
        String pieces = side;
        if (signature) {
            if (!side.startsWith("K")) {
                throw new IllegalArgumentException("material '" + text + "': side '" + side + "' must start with its king K");
            }
            pieces = side.substring(1);
        } else if (side.equals("-")) {
            return counts;
        } else if (side.isEmpty()) {
            throw new IllegalArgumentException("material '" + text + "': an empty side is written '-'");
        }
        for (int i = 0; i < pieces.length(); i++) {
            char c = pieces.charAt(i);
            int role = ROLE_LETTERS.indexOf(c);
            if (c == 'm' && !signature) {
                role = 5;
            } else if (role < 0 || role == Material.PAWN && !signature) {
                throw new IllegalArgumentException("material '" + text + "': '" + c + "' in side '" + side + "' is not "
                        + (signature ? "one of Q R B N P" : "one of Q R B N m (pawns are aside in a difference)"));
            }
            counts[role]++;
        }
        return counts;
    }

    /** The whole board's signature of a position, white's side first: "KRPPvKRP". */
    public static String signatureOf(Position position) {
        StringBuilder text = new StringBuilder();
        for (Color color : Color.values()) {
            text.append(color == Color.WHITE ? "K" : "vK");
            for (int role = 0; role < Material.ROLES.length; role++) {
                text.repeat(ROLE_LETTERS.charAt(role), Long.bitCount(position.pieces(color, Material.ROLES[role])));
            }
        }
        return text.toString();
    }

    /** Whether it names every piece of the board, rather than a difference. */
    public boolean isSignature() {
        return signature;
    }

    public boolean matches(Position position) {
        return matchesCode(Material.code(position));
    }

    public boolean matchesCode(long code) {
        return signature ? code == firstWhite || code == firstBlack : matchesImbalance(Material.imbalance(code));
    }

    /**
     * Whether a game whose first and last materials are these can pass through one the pattern
     * accepts: a signature's count of pieces and of pawns must lie between theirs, since captures
     * lower the first and promotions the second and nothing raises either.
     */
    public boolean mayOccurBetween(long first, long last) {
        if (!signature) {
            return true;
        }
        return between(firstWhite, first, last);
    }

    private static boolean between(long code, long first, long last) {
        int pieces = pieces(code);
        int pawns = Material.count(code, Color.WHITE, Material.PAWN) + Material.count(code, Color.BLACK, Material.PAWN);
        int lastPawns = Material.count(last, Color.WHITE, Material.PAWN) + Material.count(last, Color.BLACK, Material.PAWN);
        int firstPawns = Material.count(first, Color.WHITE, Material.PAWN) + Material.count(first, Color.BLACK, Material.PAWN);
        return pieces(last) <= pieces && pieces <= pieces(first) && lastPawns <= pawns && pawns <= firstPawns;
    }

    /** Pieces and pawns of both sides, kings aside. */
    private static int pieces(long code) {
        int count = 0;
        for (int slot = 0; slot < 10; slot++) {
            count += (int) (code >>> 4 * slot) & 15;
        }
        return count;
    }

    private boolean matchesImbalance(int imbalance) {
        return matchesFor(imbalance, 1) || matchesFor(imbalance, -1);
    }

    /** Whether the first side of the pattern is white (sign 1) or black (-1). */
    private boolean matchesFor(int imbalance, int sign) {
        boolean minors = first[Material.BISHOP] + first[Material.KNIGHT] + second[Material.BISHOP] + second[Material.KNIGHT] == 0;
        for (int role = 0; role < Material.PIECES; role++) {
            if ((role == Material.BISHOP || role == Material.KNIGHT) && minors) {
                continue;
            }
            if (sign * Material.difference(imbalance, role) != first[role] - second[role]) {
                return false;
            }
        }
        if (minors) {
            int minorDifference = Material.difference(imbalance, Material.BISHOP) + Material.difference(imbalance, Material.KNIGHT);
            int wanted = first[Material.BISHOP] + first[Material.KNIGHT] + first[5] - second[Material.BISHOP] - second[Material.KNIGHT]
                    - second[5];
            return sign * minorDifference == wanted;
        }
        return true;
    }

    /** The colour whose pieces the pattern names first in the position's material, or null when it does not match. */
    public Color strongerSide(Position position) {
        long code = Material.code(position);
        if (signature) {
            return code == firstWhite ? Color.WHITE : code == firstBlack ? Color.BLACK : null;
        }
        int imbalance = Material.imbalance(code);
        return matchesFor(imbalance, 1) ? Color.WHITE : matchesFor(imbalance, -1) ? Color.BLACK : null;
    }

    @Override
    public String toString() {
        return text;
    }
}
