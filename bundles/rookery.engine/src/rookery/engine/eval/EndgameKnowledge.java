package rookery.engine.eval;

import static rookery.chess.Position.*;

import rookery.chess.Bitboard;
import rookery.chess.Square;
import rookery.chess.Position;

/**
 * What the general evaluation gets wrong at the end of the game: trivial draws (no mating
 * material, two knights), known wins against a bare king scored to drive it to the edge (and, with
 * bishop and knight, to a corner of the bishop's color), and scale factors for drawish material:
 * a pawnless side that is not a rook ahead, opposite-colored bishops, a rook pawn with the wrong bishop.
 */
public final class EndgameKnowledge {

    /** {@link #evaluate(Position)} has nothing to say. */
    public static final int NONE = Integer.MIN_VALUE;
    /** The scale factor that leaves the endgame score as it is. */
    public static final int SCALE_NORMAL = 64;
    /** The base score of a won ending without pawns against a bare king. */
    public static final int KNOWN_WIN = 10000;
    /** The largest scale factor {@link #drawishScaled} applies. */
    public static final int DRAWISH_SCALE = 24;

    private static final int[] VALUE = {100, 320, 330, 500, 950, 0};

    private EndgameKnowledge() {
    }

    /** An exact-enough score from white's side for the endings known here, else {@link #NONE}. */
    public static int evaluate(Position position) {
        if (position.hasInsufficientMaterial()) {
            return 0;
        }
        if (position.piecesOfRole(PAWN) != 0) {
            return NONE;
        }
        for (int strong = WHITE; strong <= BLACK; strong++) {
            int weak = strong ^ 1;
            if (position.piecesOf(weak) != position.pieces(weak, KING)) {
                continue;
            }
            long knights = position.pieces(strong, KNIGHT);
            long bishops = position.pieces(strong, BISHOP);
            boolean heavy = (position.pieces(strong, ROOK) | position.pieces(strong, QUEEN)) != 0;
            if (!heavy && bishops == 0 && Long.bitCount(knights) <= 2) {
                return 0;
            }
            boolean bothBishopColors = (bishops & Bitboard.LIGHT_SQUARES) != 0 && (bishops & Bitboard.DARK_SQUARES) != 0;
            if (!heavy && !bothBishopColors && knights == 0) {
                continue;
            }
            int sign = strong == WHITE ? 1 : -1;
            int strongKing = position.kingSquare(strong);
            int weakKing = position.kingSquare(weak);
            int score = KNOWN_WIN + material(position, strong) + 10 * (7 - Square.distance(strongKing, weakKing));
            if (!heavy && !bothBishopColors && Long.bitCount(knights) == 1 && Long.bitCount(bishops) == 1) {
                score += 40 * (7 - distanceToBishopCorner(weakKing, bishops));
            } else {
                score += 20 * edgeness(weakKing);
            }
            return sign * score;
        }
        return NONE;
    }

    /**
     * A whole evaluation ({@code score}, from the side to move's point of view) shrunk by the scale
     * factor where it is {@link #DRAWISH_SCALE} or less: pawnless endings without a rook more, a
     * wrong rook pawn, bishops of opposite colors alone. For the network's evaluation, which
     * overrates these endings (docs/engine.md); the milder scale of opposite bishops with other
     * pieces made its errors larger, so it is left out.
     */
    public static int drawishScaled(Position position, int score) {
        boolean whiteAhead = (score >= 0) == (position.sideToMove() == WHITE);
        int scale = scale(position, whiteAhead ? WHITE : BLACK);
        return scale <= DRAWISH_SCALE ? score * scale / SCALE_NORMAL : score;
    }

    /**
     * How much of the endgame score the side that is ahead ({@code strong}) keeps, out of
     * {@link #SCALE_NORMAL}.
     */
    public static int scale(Position position, int strong) {
        int weak = strong ^ 1;
        if (position.pieces(strong, PAWN) == 0) {
            int strongMaterial = material(position, strong);
            if (strongMaterial - material(position, weak) <= VALUE[BISHOP]) {
                return strongMaterial < VALUE[ROOK] ? 0 : 8;
            }
        }
        long strongBishops = position.pieces(strong, BISHOP);
        long weakBishops = position.pieces(weak, BISHOP);
        long others = position.piecesOfRole(KNIGHT) | position.piecesOfRole(ROOK) | position.piecesOfRole(QUEEN);
        if (Long.bitCount(strongBishops) == 1 && Long.bitCount(weakBishops) == 1
                && ((strongBishops & Bitboard.LIGHT_SQUARES) != 0) != ((weakBishops & Bitboard.LIGHT_SQUARES) != 0)) {
            return others == 0 ? 24 : 46;
        }
        if (isWrongRookPawn(position, strong)) {
            return 0;
        }
        return SCALE_NORMAL;
    }

    /** King, bishops of one color and pawns all on the a- or h-file whose promotion square the bishop does not cover, the defending king on it. */
    private static boolean isWrongRookPawn(Position position, int strong) {
        long pawns = position.pieces(strong, PAWN);
        long bishops = position.pieces(strong, BISHOP);
        if (pawns == 0 || bishops == 0 || (position.nonPawnMaterial(strong) & ~bishops) != 0) {
            return false;
        }
        boolean aFile = (pawns & ~Bitboard.FILE_A) == 0;
        boolean hFile = (pawns & ~Bitboard.FILE_H) == 0;
        if (!aFile && !hFile) {
            return false;
        }
        int promotion = Square.of(aFile ? 0 : 7, strong == WHITE ? 7 : 0);
        long promotionColor = Square.isLight(promotion) ? Bitboard.LIGHT_SQUARES : Bitboard.DARK_SQUARES;
        return (bishops & promotionColor) == 0 && Square.distance(position.kingSquare(strong ^ 1), promotion) <= 1;
    }

    private static int material(Position position, int color) {
        int total = 0;
        for (int role = KNIGHT; role <= QUEEN; role++) {
            total += VALUE[role] * Long.bitCount(position.pieces(color, role));
        }
        return total;
    }

    /** 0 in the centre up to 6 in a corner. */
    private static int edgeness(int square) {
        int file = square & 7;
        int rank = square >>> 3;
        return (Math.abs(2 * file - 7) - 1) / 2 + (Math.abs(2 * rank - 7) - 1) / 2;
    }

    private static int distanceToBishopCorner(int king, long bishops) {
        boolean light = (bishops & Bitboard.LIGHT_SQUARES) != 0;
        int cornerA = light ? Square.H1 : Square.A1;
        int cornerB = light ? Square.A8 : Square.H8;
        return Math.min(Square.distance(king, cornerA), Square.distance(king, cornerB));
    }
}
