package rookery.engine.search;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Square;
import rookery.tablebase.Probe;
import rookery.tablebase.Signature;
import rookery.tablebase.Tablebases;

/**
 * Endgame tables inside the search tree. A probe must never wait for a file, so the search only
 * asks tables already in memory ({@link Tablebases#probeLoaded}): before the search starts,
 * {@link #forRoot} reads the tables of up to {@value #PRELOADED_PIECES} pieces that the root's
 * material can reach by captures and promotions (a few MB each, read once per engine), and the
 * root's own table when the root is in the tables. Table results become exact mate scores.
 */
public final class TablebaseTree {

    /** Tables this small are read before a search; bigger ones (a 5-piece table is 242 MB) only serve when already loaded. */
    static final int PRELOADED_PIECES = 4;
    /** The root must be this close to the tables for the reads to be worth it. */
    static final int MAX_ROOT_PIECES = 8;
    private static final int FIFTY_MOVES = 100;

    private final Tablebases tablebases;
    private final int maxPieces;

    private TablebaseTree(Tablebases tablebases, int maxPieces) {
        this.tablebases = tablebases;
        this.maxPieces = maxPieces;
    }

    /**
     * Loads the tables the search from this root can reach and returns the probe, or null when
     * there are no tables, the root is far from them or none of its endgames has a table.
     */
    public static TablebaseTree forRoot(Tablebases tablebases, Position root) {
        int rootPieces = Long.bitCount(root.occupied());
        if (tablebases == null || rootPieces > MAX_ROOT_PIECES) {
            return null;
        }
        Signature material = Signature.of(root);
        int maxPieces = 0;
        try {
            if (rootPieces <= Signature.MAX_PIECES && tablebases.load(material)) {
                maxPieces = rootPieces;
            }
            for (Signature reachable : reachableTables(material)) {
                if (tablebases.load(reachable)) {
                    maxPieces = Math.max(maxPieces, reachable.pieceCount());
                }
            }
        } catch (RuntimeException e) {
            // A damaged table file must not stop the analysis: search with what loaded.
        }
        return maxPieces == 0 ? null : new TablebaseTree(tablebases, maxPieces);
    }

    /** The canonical signatures of at most {@value #PRELOADED_PIECES} pieces reachable from this material by captures and promotions. */
    static List<Signature> reachableTables(Signature material) {
        List<Signature> reachable = new ArrayList<>();
        for (int pieces = 3; pieces <= Math.min(PRELOADED_PIECES, material.pieceCount()); pieces++) {
            for (Signature candidate : Signature.all(pieces)) {
                if (!candidate.equals(material.canonical()) && (reachable(material, candidate) || reachable(material, candidate.swapped()))) {
                    reachable.add(candidate);
                }
            }
        }
        return reachable;
    }

    /** Whether captures and promotions can turn {@code from} into {@code to}, colors as they are. */
    private static boolean reachable(Signature from, Signature to) {
        for (Color color : Color.values()) {
            int pawnsLeft = from.count(color, Role.PAWN) - to.count(color, Role.PAWN);
            if (pawnsLeft < 0) {
                return false;
            }
            int promoted = 0;
            for (Role role : new Role[] {Role.KNIGHT, Role.BISHOP, Role.ROOK, Role.QUEEN}) {
                promoted += Math.max(0, to.count(color, role) - from.count(color, role));
            }
            if (promoted > pawnsLeft) {
                return false;
            }
        }
        return true;
    }

    int maxPieces() {
        return maxPieces;
    }

    /**
     * The table's score of the position for the side to move, as a search score at
     * {@code ply} (mates counted from the root), or {@link Scores#NONE} when the tables cannot
     * say: not loaded, castling rights, an en passant capture, or a mate the fifty-move rule
     * would come before (the tables ignore it). {@code scratch} holds 12 bitboards.
     */
    int probe(Position position, int ply, long[] scratch) {
        if (Long.bitCount(position.occupied()) > maxPieces || (position.castlingRights() != 0) || position.epSquare() != Square.NONE) {
            return Scores.NONE;
        }
        for (int role = Position.PAWN; role <= Position.KING; role++) {
            scratch[2 * role] = position.pieces(Position.WHITE, role);
            scratch[2 * role + 1] = position.pieces(Position.BLACK, role);
        }
        Probe probe = tablebases.probeLoaded(scratch, position.sideToMove() == Position.WHITE ? Color.WHITE : Color.BLACK);
        return switch (probe.wdl()) {
            case DRAW -> Scores.DRAW;
            case UNKNOWN -> Scores.NONE;
            case WIN -> position.halfmoveClock() + probe.dtm() > FIFTY_MOVES ? Scores.NONE : Scores.mateIn(ply + probe.dtm());
            case LOSS -> position.halfmoveClock() + probe.dtm() > FIFTY_MOVES ? Scores.NONE : Scores.matedIn(ply + probe.dtm());
        };
    }
}
