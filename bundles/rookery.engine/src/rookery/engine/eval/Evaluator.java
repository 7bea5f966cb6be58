package rookery.engine.eval;

import static rookery.chess.Position.*;

import rookery.chess.Attacks;
import rookery.chess.Bitboard;
import rookery.chess.Square;
import rookery.chess.Position;

/**
 * Static evaluation, tapered between middlegame and endgame: material, piece-square tables,
 * mobility, pawn structure, passed pawns, king safety, piece placement, threats and tempo, then
 * the endgame scale factor and {@link EndgameKnowledge}. One instance per search thread (it
 * caches pawn structure). With a trace it records how often each weight counted, for the tuner.
 */
public final class Evaluator {

    public static final int MAX_PHASE = 24;
    /** Attack units a piece contributes per attacked square of the enemy king's zone, by role. */
    private static final int[] ZONE_ATTACK_UNITS = {0, 2, 2, 3, 5, 0};
    private static final int[] SAFE_CHECK_UNITS = {0, 4, 3, 5, 4, 0};

    private final int[] trace;
    private final PawnCache pawnCache;

    private int mg;
    private int eg;
    private final long[][] attackedBy = new long[2][6];
    private final long[] attacked = new long[2];
    private final long[] kingZone = new long[2];
    private final int[] kingAttackUnits = new int[2];
    private final int[] kingAttackers = new int[2];

    public Evaluator() {
        this.trace = null;
        this.pawnCache = new PawnCache(1 << 14);
    }

    private Evaluator(int[] trace) {
        this.trace = trace;
        this.pawnCache = null;
    }

    /** The recorded feature counts of one evaluation: white's minus black's, per weight. */
    public record Trace(int[] coefficients, int phase, int scale, boolean special, int score) {
    }

    /** Evaluates from white's side and records what contributed. */
    public static Trace trace(Position position) {
        int[] coefficients = new int[Params.COUNT];
        Evaluator evaluator = new Evaluator(coefficients);
        int special = EndgameKnowledge.evaluate(position);
        if (special != EndgameKnowledge.NONE) {
            return new Trace(coefficients, 0, 0, true, special);
        }
        int[] phaseAndScale = new int[2];
        int score = evaluator.evaluateWhite(position, phaseAndScale);
        return new Trace(coefficients, phaseAndScale[0], phaseAndScale[1], false, score);
    }

    /** The evaluation in centipawns from the side to move's point of view. */
    public int evaluate(Position position) {
        int special = EndgameKnowledge.evaluate(position);
        int white = special != EndgameKnowledge.NONE ? special : evaluateWhite(position, null);
        return position.sideToMove() == WHITE ? white : -white;
    }

    private int evaluateWhite(Position position, int[] phaseAndScale) {
        mg = 0;
        eg = 0;
        long occupied = position.occupied();
        for (int color = WHITE; color <= BLACK; color++) {
            int king = position.kingSquare(color);
            long pawnAttacks = Masks.pawnAttacks(color, position.pieces(color, PAWN));
            for (int role = KNIGHT; role <= QUEEN; role++) {
                attackedBy[color][role] = 0;
            }
            attackedBy[color][PAWN] = pawnAttacks;
            attackedBy[color][KING] = Attacks.king(king);
            attacked[color] = pawnAttacks | Attacks.king(king);
            long zone = Attacks.king(king) | Bitboard.of(king);
            kingZone[color] = zone | (color == WHITE ? zone << 8 : zone >>> 8);
            kingAttackUnits[color] = 0;
            kingAttackers[color] = 0;
        }
        pawnStructure(position);
        for (int color = WHITE; color <= BLACK; color++) {
            pieces(position, color, occupied);
        }
        for (int color = WHITE; color <= BLACK; color++) {
            passedPawns(position, color, occupied);
            kingSafety(position, color, occupied);
            threats(position, color);
        }
        add(position.sideToMove(), Params.TEMPO, 1);

        int phase = Math.min(MAX_PHASE, Long.bitCount(position.piecesOfRole(KNIGHT) | position.piecesOfRole(BISHOP))
                + 2 * Long.bitCount(position.piecesOfRole(ROOK)) + 4 * Long.bitCount(position.piecesOfRole(QUEEN)));
        int scale = EndgameKnowledge.scale(position, eg >= 0 ? WHITE : BLACK);
        if (phaseAndScale != null) {
            phaseAndScale[0] = phase;
            phaseAndScale[1] = scale;
        }
        return (mg * phase + eg * (MAX_PHASE - phase) * scale / EndgameKnowledge.SCALE_NORMAL) / MAX_PHASE;
    }

    private void add(int color, int param, int count) {
        int signed = color == WHITE ? count : -count;
        mg += Weights.MG[param] * signed;
        eg += Weights.EG[param] * signed;
        if (trace != null) {
            trace[param] += signed;
        }
    }

    private void pawnStructure(Position position) {
        if (pawnCache != null && pawnCache.probe(position.pawnKey())) {
            mg += pawnCache.mg();
            eg += pawnCache.eg();
            return;
        }
        int mgBefore = mg;
        int egBefore = eg;
        for (int color = WHITE; color <= BLACK; color++) {
            long ours = position.pieces(color, PAWN);
            long theirs = position.pieces(color ^ 1, PAWN);
            for (long pawns = ours; pawns != 0; pawns &= pawns - 1) {
                int square = Long.numberOfTrailingZeros(pawns);
                int rank = Masks.relativeRank(color, square);
                int file = square & 7;
                int stop = color == WHITE ? square + 8 : square - 8;
                boolean doubled = (ours & Masks.FRONT[color][square]) != 0;
                boolean isolated = (ours & Masks.ADJACENT_FILES[file]) == 0;
                long supporters = ours & Attacks.pawn(color ^ 1, square);
                long phalanx = ours & Masks.ADJACENT_FILES[file] & Bitboard.rank(square >>> 3);
                if (doubled) {
                    add(color, Params.PAWN_DOUBLED, 1);
                }
                if (isolated) {
                    add(color, Params.PAWN_ISOLATED, 1);
                } else if ((supporters | phalanx) != 0) {
                    add(color, Params.PAWN_CONNECTED + rank, 1);
                } else if ((ours & Masks.SUPPORT_SPAN[color][square]) == 0
                        && (Attacks.pawn(color, stop) & theirs) != 0) {
                    add(color, Params.PAWN_BACKWARD, 1);
                }
                if (!doubled && (theirs & Masks.PASSED[color][square]) == 0) {
                    add(color, Params.PASSED + rank, 1);
                }
            }
        }
        if (pawnCache != null) {
            pawnCache.store(position.pawnKey(), mg - mgBefore, eg - egBefore);
        }
    }

    private void pieces(Position position, int us, long occupied) {
        int them = us ^ 1;
        long ourPawns = position.pieces(us, PAWN);
        long theirPawns = position.pieces(them, PAWN);
        for (long pawns = ourPawns; pawns != 0; pawns &= pawns - 1) {
            int square = Long.numberOfTrailingZeros(pawns);
            add(us, Params.MATERIAL + PAWN, 1);
            add(us, Params.PST + relativeSquare(us, square), 1);
        }
        add(us, Params.PST + 64 * KING + relativeSquare(us, position.kingSquare(us)), 1);
        long mobilityArea = ~(ourPawns | position.pieces(us, KING) | attackedBy[them][PAWN]);
        for (int role = KNIGHT; role <= QUEEN; role++) {
            long pieces = position.pieces(us, role);
            for (long p = pieces; p != 0; p &= p - 1) {
                int square = Long.numberOfTrailingZeros(p);
                add(us, Params.MATERIAL + role, 1);
                add(us, Params.PST + 64 * role + relativeSquare(us, square), 1);
                long attacks = switch (role) {
                    case KNIGHT -> Attacks.knight(square);
                    case BISHOP -> Attacks.bishop(square, occupied);
                    case ROOK -> Attacks.rook(square, occupied);
                    default -> Attacks.queen(square, occupied);
                };
                attackedBy[us][role] |= attacks;
                attacked[us] |= attacks;
                int mobility = Long.bitCount(attacks & mobilityArea);
                add(us, switch (role) {
                    case KNIGHT -> Params.MOBILITY_KNIGHT;
                    case BISHOP -> Params.MOBILITY_BISHOP;
                    case ROOK -> Params.MOBILITY_ROOK;
                    default -> Params.MOBILITY_QUEEN;
                } + mobility, 1);
                long zoneAttacks = attacks & kingZone[them];
                if (zoneAttacks != 0) {
                    kingAttackers[us]++;
                    kingAttackUnits[us] += ZONE_ATTACK_UNITS[role] * Long.bitCount(zoneAttacks);
                }
                int rank = Masks.relativeRank(us, square);
                if (role == KNIGHT || role == BISHOP) {
                    if (rank >= 3 && rank <= 5 && Bitboard.contains(attackedBy[us][PAWN], square)
                            && (theirPawns & Masks.ATTACK_SPAN[us][square]) == 0) {
                        add(us, role == KNIGHT ? Params.KNIGHT_OUTPOST : Params.BISHOP_OUTPOST, 1);
                    }
                } else if (role == ROOK) {
                    long file = Bitboard.file(square & 7);
                    if ((ourPawns & file) == 0) {
                        add(us, (theirPawns & file) == 0 ? Params.ROOK_OPEN_FILE : Params.ROOK_HALF_OPEN_FILE, 1);
                    }
                    long seventh = Bitboard.rank(us == WHITE ? 6 : 1);
                    if (rank == 6 && ((theirPawns & seventh) != 0 || Masks.relativeRank(us, position.kingSquare(them)) == 7)) {
                        add(us, Params.ROOK_SEVENTH, 1);
                    }
                }
            }
            if (role == BISHOP && Bitboard.moreThanOne(pieces)) {
                add(us, Params.BISHOP_PAIR, 1);
            }
        }
    }

    private void passedPawns(Position position, int us, long occupied) {
        int them = us ^ 1;
        long ours = position.pieces(us, PAWN);
        long theirs = position.pieces(them, PAWN);
        int ourKing = position.kingSquare(us);
        int theirKing = position.kingSquare(them);
        for (long pawns = ours; pawns != 0; pawns &= pawns - 1) {
            int square = Long.numberOfTrailingZeros(pawns);
            if ((theirs & Masks.PASSED[us][square]) != 0 || (ours & Masks.FRONT[us][square]) != 0) {
                continue;
            }
            int rank = Masks.relativeRank(us, square);
            if (rank < 3) {
                continue;
            }
            int stop = us == WHITE ? square + 8 : square - 8;
            add(us, Params.PASSED_OWN_KING_DISTANCE + rank, Math.min(5, Square.distance(ourKing, stop)));
            add(us, Params.PASSED_ENEMY_KING_DISTANCE + rank, Math.min(5, Square.distance(theirKing, stop)));
            long path = Masks.FRONT[us][square];
            if (Bitboard.contains(occupied, stop)) {
                add(us, Params.PASSED_BLOCKED + rank, 1);
            } else if ((path & (occupied | attacked[them])) == 0) {
                add(us, Params.PASSED_FREE + rank, 1);
            }
        }
    }

    private void kingSafety(Position position, int us, long occupied) {
        int them = us ^ 1;
        int king = position.kingSquare(us);
        long ahead = us == WHITE ? ~0L << (8 * (king >>> 3)) : ~0L >>> (8 * (7 - (king >>> 3)));
        int centerFile = Math.max(1, Math.min(6, king & 7));
        int kingRank = Masks.relativeRank(us, king);
        for (int file = centerFile - 1; file <= centerFile + 1; file++) {
            long mask = Bitboard.file(file) & ahead;
            long ours = position.pieces(us, PAWN) & mask;
            long theirs = position.pieces(them, PAWN) & mask;
            add(us, Params.KING_SHIELD + rankDistance(us, ours, kingRank), 1);
            add(us, Params.KING_STORM + rankDistance(us, theirs, kingRank), 1);
        }

        boolean queen = position.pieces(them, QUEEN) != 0;
        if (kingAttackers[them] < (queen ? 1 : 2)) {
            return;
        }
        int units = kingAttackUnits[them];
        long safe = ~attacked[us] & ~position.piecesOf(them);
        long bishopLines = Attacks.bishop(king, occupied);
        long rookLines = Attacks.rook(king, occupied);
        if ((Attacks.knight(king) & attackedBy[them][KNIGHT] & safe) != 0) {
            units += SAFE_CHECK_UNITS[KNIGHT];
        }
        if ((bishopLines & attackedBy[them][BISHOP] & safe) != 0) {
            units += SAFE_CHECK_UNITS[BISHOP];
        }
        if ((rookLines & attackedBy[them][ROOK] & safe) != 0) {
            units += SAFE_CHECK_UNITS[ROOK];
        }
        if (((bishopLines | rookLines) & attackedBy[them][QUEEN] & safe) != 0) {
            units += SAFE_CHECK_UNITS[QUEEN];
        }
        if (!queen) {
            units /= 2;
        }
        if (units > 0) {
            add(them, Params.KING_DANGER + Math.min(49, units), 1);
        }
    }

    /** 0 without a pawn, else the rank distance (1..7) of the pawn nearest the king, seen from {@code us}. */
    private static int rankDistance(int us, long pawns, int kingRank) {
        if (pawns == 0) {
            return 0;
        }
        int nearest = us == WHITE ? Long.numberOfTrailingZeros(pawns) : 63 - Long.numberOfLeadingZeros(pawns);
        return Math.max(1, Math.min(7, Masks.relativeRank(us, nearest) - kingRank));
    }

    private void threats(Position position, int us) {
        int them = us ^ 1;
        long theirPieces = position.nonPawnMaterial(them);
        long theirMajors = position.pieces(them, ROOK) | position.pieces(them, QUEEN);
        int byPawn = Long.bitCount(attackedBy[us][PAWN] & theirPieces);
        if (byPawn > 0) {
            add(us, Params.THREAT_BY_PAWN, byPawn);
        }
        int byMinor = Long.bitCount((attackedBy[us][KNIGHT] | attackedBy[us][BISHOP]) & theirMajors);
        if (byMinor > 0) {
            add(us, Params.THREAT_BY_MINOR, byMinor);
        }
        int byRook = Long.bitCount(attackedBy[us][ROOK] & position.pieces(them, QUEEN));
        if (byRook > 0) {
            add(us, Params.THREAT_BY_ROOK, byRook);
        }
        int hanging = Long.bitCount(theirPieces & attacked[us] & ~attacked[them]);
        if (hanging > 0) {
            add(us, Params.HANGING, hanging);
        }
    }

    private static int relativeSquare(int color, int square) {
        return color == WHITE ? square : square ^ 56;
    }

    /** Pawn structure terms by pawn key: they change far less often than the position. */
    private static final class PawnCache {
        private final long[] keys;
        private final int[] mgs;
        private final int[] egs;
        private final int mask;
        private int index;

        PawnCache(int size) {
            keys = new long[size];
            mgs = new int[size];
            egs = new int[size];
            // An empty slot has key 0, the key of a board without pawns, whose terms are indeed 0.
            mask = size - 1;
        }

        boolean probe(long key) {
            index = (int) key & mask;
            return keys[index] == key;
        }

        int mg() {
            return mgs[index];
        }

        int eg() {
            return egs[index];
        }

        void store(long key, int mg, int eg) {
            keys[index] = key;
            mgs[index] = mg;
            egs[index] = eg;
        }
    }
}
