package rookery.engine.search;

import rookery.chess.Position;
import rookery.tablebase.syzygy.DamagedTableException;
import rookery.tablebase.syzygy.NotProbedException;
import rookery.tablebase.syzygy.SyzygyTablebases;

/**
 * Syzygy WDL probes inside the search, with Stockfish's options: a node is probed when it has at
 * most {@code probeLimit} pieces (and no more than the largest table), right after a capture or
 * pawn move (halfmove clock 0, where WDL is exact), without castling rights, and, when it has as
 * many pieces as the limit, at least {@code probeDepth} plies of depth left. A win scores
 * {@link #TB_WIN} less the ply, above every evaluation and below every mate; with the fifty-move
 * rule a cursed win or blessed loss scores as a draw, nudged by 2 toward its side.
 */
public final class SyzygyTree {

    /** A tablebase win at the root; a win {@code ply} plies away scores {@code TB_WIN - ply}. */
    public static final int TB_WIN = Scores.MATE_BOUND - 1;

    private final SyzygyTablebases tables;
    private final int cardinality;
    private final int probeDepth;
    private final boolean fiftyMoveRule;
    private final long rootHits;

    /**
     * @param inTree whether nodes of the tree are probed (Stockfish stops when the root's moves were already ranked by DTZ)
     * @param rootHits how many probes ranked the root moves, counted into the table hits
     */
    public SyzygyTree(SyzygyTablebases tables, int probeLimit, int probeDepth, boolean fiftyMoveRule, boolean inTree, long rootHits) {
        this.tables = tables;
        this.cardinality = inTree ? Math.min(probeLimit, tables.maxPieces()) : 0;
        this.probeDepth = probeDepth;
        this.fiftyMoveRule = fiftyMoveRule;
        this.rootHits = rootHits;
    }

    long rootHits() {
        return rootHits;
    }

    /** The table's score of the node for the side to move, or {@link Scores#NONE} when it is not probed or the tables cannot say. */
    int probe(Position position, int ply, int depth) {
        int pieces = Long.bitCount(position.occupied());
        if (pieces > cardinality || (pieces == cardinality && depth < probeDepth) || position.halfmoveClock() != 0
                || position.castlingRights() != 0) {
            return Scores.NONE;
        }
        int wdl;
        try {
            wdl = tables.probeWdl(position).value();
        } catch (NotProbedException | DamagedTableException e) {
            return Scores.NONE;
        }
        int drawMargin = fiftyMoveRule ? 1 : 0;
        if (wdl > drawMargin) {
            return TB_WIN - ply;
        }
        if (wdl < -drawMargin) {
            return -TB_WIN + ply;
        }
        return Scores.DRAW + 2 * wdl * drawMargin;
    }
}
