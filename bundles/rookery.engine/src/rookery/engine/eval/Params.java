package rookery.engine.eval;

import java.util.List;

/**
 * The layout of the evaluation's weights: each group is a run of indices into
 * {@link Weights#MG} and {@link Weights#EG}. The evaluation is linear in these weights (apart
 * from the endgame scale factor and the endgame knowledge), which is what lets the Texel tuner
 * fit them from recorded feature counts.
 */
public final class Params {

    /** A run of weights: its name (as written in the generated source) and size. */
    public record Group(String name, int offset, int size) {
    }

    private static int next;

    /** Pawn, knight, bishop, rook, queen. */
    public static final int MATERIAL = reserve(5);
    /** Piece-square tables, 64 per role (pawn..king), from white's side: index a1 = 0. */
    public static final int PST = reserve(6 * 64);
    public static final int MOBILITY_KNIGHT = reserve(9);
    public static final int MOBILITY_BISHOP = reserve(14);
    public static final int MOBILITY_ROOK = reserve(15);
    public static final int MOBILITY_QUEEN = reserve(28);
    public static final int PAWN_ISOLATED = reserve(1);
    public static final int PAWN_DOUBLED = reserve(1);
    public static final int PAWN_BACKWARD = reserve(1);
    /** By relative rank (0 = first rank). */
    public static final int PAWN_CONNECTED = reserve(8);
    public static final int PASSED = reserve(8);
    /** A passed pawn whose stop square is occupied. */
    public static final int PASSED_BLOCKED = reserve(8);
    /** A passed pawn whose way to promotion is neither occupied nor attacked. */
    public static final int PASSED_FREE = reserve(8);
    /** Per unit of king distance to the passed pawn's stop square. */
    public static final int PASSED_OWN_KING_DISTANCE = reserve(8);
    public static final int PASSED_ENEMY_KING_DISTANCE = reserve(8);
    /** By the rank distance of the nearest own pawn in front of the king on each of its three files, 0 = none. */
    public static final int KING_SHIELD = reserve(8);
    /** By the rank distance of the nearest enemy pawn in front of the king on each of its three files, 0 = none. */
    public static final int KING_STORM = reserve(8);
    /** By the attack units on the enemy king's zone, from the attacker's side. */
    public static final int KING_DANGER = reserve(50);
    public static final int BISHOP_PAIR = reserve(1);
    public static final int ROOK_OPEN_FILE = reserve(1);
    public static final int ROOK_HALF_OPEN_FILE = reserve(1);
    public static final int ROOK_SEVENTH = reserve(1);
    public static final int KNIGHT_OUTPOST = reserve(1);
    public static final int BISHOP_OUTPOST = reserve(1);
    public static final int THREAT_BY_PAWN = reserve(1);
    public static final int THREAT_BY_MINOR = reserve(1);
    public static final int THREAT_BY_ROOK = reserve(1);
    public static final int HANGING = reserve(1);
    public static final int TEMPO = reserve(1);

    public static final int COUNT = next;

    public static final List<Group> GROUPS = List.of(
            new Group("material", MATERIAL, 5),
            new Group("pst pawn", PST, 64),
            new Group("pst knight", PST + 64, 64),
            new Group("pst bishop", PST + 128, 64),
            new Group("pst rook", PST + 192, 64),
            new Group("pst queen", PST + 256, 64),
            new Group("pst king", PST + 320, 64),
            new Group("mobility knight", MOBILITY_KNIGHT, 9),
            new Group("mobility bishop", MOBILITY_BISHOP, 14),
            new Group("mobility rook", MOBILITY_ROOK, 15),
            new Group("mobility queen", MOBILITY_QUEEN, 28),
            new Group("pawn isolated", PAWN_ISOLATED, 1),
            new Group("pawn doubled", PAWN_DOUBLED, 1),
            new Group("pawn backward", PAWN_BACKWARD, 1),
            new Group("pawn connected", PAWN_CONNECTED, 8),
            new Group("passed", PASSED, 8),
            new Group("passed blocked", PASSED_BLOCKED, 8),
            new Group("passed free", PASSED_FREE, 8),
            new Group("passed own king distance", PASSED_OWN_KING_DISTANCE, 8),
            new Group("passed enemy king distance", PASSED_ENEMY_KING_DISTANCE, 8),
            new Group("king shield", KING_SHIELD, 8),
            new Group("king storm", KING_STORM, 8),
            new Group("king danger", KING_DANGER, 50),
            new Group("bishop pair", BISHOP_PAIR, 1),
            new Group("rook open file", ROOK_OPEN_FILE, 1),
            new Group("rook half-open file", ROOK_HALF_OPEN_FILE, 1),
            new Group("rook seventh", ROOK_SEVENTH, 1),
            new Group("knight outpost", KNIGHT_OUTPOST, 1),
            new Group("bishop outpost", BISHOP_OUTPOST, 1),
            new Group("threat by pawn", THREAT_BY_PAWN, 1),
            new Group("threat by minor", THREAT_BY_MINOR, 1),
            new Group("threat by rook", THREAT_BY_ROOK, 1),
            new Group("hanging", HANGING, 1),
            new Group("tempo", TEMPO, 1));

    private Params() {
    }

    private static int reserve(int size) {
        int offset = next;
        next += size;
        return offset;
    }
}
