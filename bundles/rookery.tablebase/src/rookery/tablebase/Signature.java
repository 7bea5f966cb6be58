package rookery.tablebase;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import rookery.chess.Color;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Role;

/**
 * The material of an endgame such as {@code KQKR}: per color, how many pieces of each role.
 * Immutable. The canonical form has the stronger side as white; tables exist only for it.
 */
public final class Signature implements Comparable<Signature> {

    /** Tables are indexed with an {@code int}: five pieces is the most that fits. */
    public static final int MAX_PIECES = 5;

    /** Roles in the order they are written and indexed: Q R B N P. */
    static final Role[] ORDER = {Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT, Role.PAWN};
    static final Role[] PROMOTIONS = {Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT};
    /** Material value per role ordinal, to tell the stronger side. */
    private static final int[] VALUE = {1, 3, 3, 5, 9, 0};

    /** Counts per color (0 white, 1 black) and role ordinal; kings not counted. */
    private final int[][] counts;
    private final String name;

    private Signature(int[][] counts) {
        this.counts = counts;
        this.name = side(counts[0]) + side(counts[1]);
    }

    private static String side(int[] count) {
        StringBuilder text = new StringBuilder("K");
        for (Role role : ORDER) {
            text.append(String.valueOf(Character.toUpperCase(role.symbol())).repeat(count[role.ordinal()]));
        }
        return text.toString();
    }

    /** Parses {@code KQKR} or {@code KQvKR}; throws {@link IllegalArgumentException} saying what is wrong. */
    public static Signature parse(String text) {
        String upper = text.strip().toUpperCase(Locale.ROOT).replace("V", "");
        int[][] counts = new int[2][6];
        int kings = 0;
        for (int i = 0; i < upper.length(); i++) {
            char c = upper.charAt(i);
            if (c == 'K') {
                kings++;
                if (kings > 2) {
                    throw new IllegalArgumentException("signature '" + text + "' has more than two kings");
                }
                continue;
            }
            if (kings == 0) {
                throw new IllegalArgumentException("signature '" + text + "' must start with K (the white king)");
            }
            Role role = Role.fromSymbol(c);
            if (role == null || role == Role.KING) {
                throw new IllegalArgumentException("signature '" + text + "': '" + c + "' at column " + (i + 1)
                        + " is not a piece letter (K Q R B N P)");
            }
            counts[kings - 1][role.ordinal()]++;
        }
        if (kings != 2) {
            throw new IllegalArgumentException("signature '" + text + "' needs two kings, e.g. KQKR");
        }
        Signature signature = new Signature(counts);
        if (signature.pieceCount() > MAX_PIECES) {
            throw new IllegalArgumentException("signature '" + text + "' has " + signature.pieceCount()
                    + " pieces; tables go up to " + MAX_PIECES);
        }
        for (int color = 0; color < 2; color++) {
            if (counts[color][Role.PAWN.ordinal()] > 8) {
                throw new IllegalArgumentException("signature '" + text + "' has more than 8 pawns of one color");
            }
        }
        return signature;
    }

    /** The material of a position (any number of pieces). */
    public static Signature of(Position position) {
        int[][] counts = new int[2][6];
        for (Color color : Color.values()) {
            for (Role role : ORDER) {
                counts[color.ordinal()][role.ordinal()] = Long.bitCount(position.pieces(color, role));
            }
        }
        return new Signature(counts);
    }

    static Signature of(int[][] counts) {
        return new Signature(new int[][] {counts[0].clone(), counts[1].clone()});
    }

    /** Every canonical signature with exactly this many pieces (kings included), in name order. */
    public static List<Signature> all(int pieceCount) {
        if (pieceCount < 2 || pieceCount > MAX_PIECES) {
            throw new IllegalArgumentException("piece count must be between 2 and " + MAX_PIECES + ": " + pieceCount);
        }
        Set<Signature> result = new LinkedHashSet<>();
        addAll(new int[][] {new int[6], new int[6]}, 0, pieceCount - 2, result);
        List<Signature> sorted = new ArrayList<>(result);
        sorted.sort(null);
        return sorted;
    }

    private static void addAll(int[][] counts, int slot, int left, Set<Signature> result) {
        if (left == 0) {
            Signature signature = of(counts);
            result.add(signature.canonical());
            return;
        }
        for (int next = slot; next < 10; next++) {
            int color = next / 5;
            int role = ORDER[next % 5].ordinal();
            counts[color][role]++;
            addAll(counts, next, left - 1, result);
            counts[color][role]--;
        }
    }

    public String name() {
        return name;
    }

    public int count(Color color, Role role) {
        return role == Role.KING ? 1 : counts[color.ordinal()][role.ordinal()];
    }

    public int pieceCount() {
        int total = 2;
        for (int[] side : counts) {
            for (int count : side) {
                total += count;
            }
        }
        return total;
    }

    public boolean hasPawns() {
        return counts[0][Role.PAWN.ordinal()] + counts[1][Role.PAWN.ordinal()] > 0;
    }

    /** True when both sides have the same material, so the table holds both colors' views. */
    public boolean isSymmetric() {
        return Arrays.equals(counts[0], counts[1]);
    }

    /** The same material with the colors exchanged. */
    public Signature swapped() {
        return new Signature(new int[][] {counts[1].clone(), counts[0].clone()});
    }

    public boolean isCanonical() {
        return compareSides(counts[0], counts[1]) >= 0;
    }

    public Signature canonical() {
        return compareSides(counts[0], counts[1]) >= 0 ? this : swapped();
    }

    private static int strength(int[] side) {
        int value = 0;
        for (int role = 0; role < 6; role++) {
            value += VALUE[role] * side[role];
        }
        return value;
    }

    /** Orders sides by material value, then by the pieces in Q R B N P order. */
    private static int compareSides(int[] a, int[] b) {
        int byValue = Integer.compare(strength(a), strength(b));
        if (byValue != 0) {
            return byValue;
        }
        for (Role role : ORDER) {
            int byCount = Integer.compare(a[role.ordinal()], b[role.ordinal()]);
            if (byCount != 0) {
                return byCount;
            }
        }
        return 0;
    }

    /**
     * The pieces in index order: white king, black king, then white and black pieces in Q R B N P
     * order. Identical pieces are adjacent.
     */
    Piece[] pieces() {
        Piece[] pieces = new Piece[pieceCount()];
        pieces[0] = Piece.WHITE_KING;
        pieces[1] = Piece.BLACK_KING;
        int next = 2;
        for (Color color : Color.values()) {
            for (Role role : ORDER) {
                for (int i = 0; i < counts[color.ordinal()][role.ordinal()]; i++) {
                    pieces[next++] = Piece.of(color, role);
                }
            }
        }
        return pieces;
    }

    /** This material without one piece of the given color and role. */
    Signature without(Color color, Role role) {
        int[][] less = {counts[0].clone(), counts[1].clone()};
        less[color.ordinal()][role.ordinal()]--;
        return new Signature(less);
    }

    /** This material with one pawn of the given color turned into the given role. */
    Signature promoted(Color color, Role role) {
        int[][] changed = {counts[0].clone(), counts[1].clone()};
        changed[color.ordinal()][Role.PAWN.ordinal()]--;
        changed[color.ordinal()][role.ordinal()]++;
        return new Signature(changed);
    }

    /**
     * The canonical signatures that captures and promotions from this material lead to, with more
     * than two pieces (bare kings are a draw without a table).
     */
    public List<Signature> successors() {
        Set<Signature> result = new LinkedHashSet<>();
        for (Color color : Color.values()) {
            for (Role role : ORDER) {
                if (count(color, role) == 0) {
                    continue;
                }
                result.add(without(color, role).canonical());
                if (role == Role.PAWN) {
                    for (Role promotion : PROMOTIONS) {
                        Signature promoted = promoted(color, promotion);
                        result.add(promoted.canonical());
                        for (Role captured : ORDER) {
                            if (captured != Role.PAWN && promoted.count(color.other(), captured) > 0) {
                                result.add(promoted.without(color.other(), captured).canonical());
                            }
                        }
                    }
                }
            }
        }
        result.removeIf(signature -> signature.pieceCount() <= 2 || signature.equals(this.canonical()));
        return List.copyOf(result);
    }

    @Override
    public int compareTo(Signature other) {
        int byCount = Integer.compare(pieceCount(), other.pieceCount());
        return byCount != 0 ? byCount : name.compareTo(other.name);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Signature signature && signature.name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }
}
