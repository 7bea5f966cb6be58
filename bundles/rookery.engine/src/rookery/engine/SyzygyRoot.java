package rookery.engine;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Position;
import rookery.tablebase.syzygy.DamagedTableException;
import rookery.tablebase.syzygy.NotProbedException;
import rookery.tablebase.syzygy.RankedMove;
import rookery.tablebase.syzygy.SyzygyTablebases;

/**
 * Syzygy tables at the root, as Stockfish uses them: when the root is within the tables the search
 * only looks at the moves the tables rank best (by DTZ; by WDL alone when the DTZ files are
 * missing), so that it keeps the result and makes progress under the fifty-move rule.
 */
final class SyzygyRoot {

    /**
     * @param limits the limits with the moves kept
     * @param rankedByDtz whether DTZ ranked the moves (then the search need not probe inside the tree)
     * @param probes the probes made, counted as table hits
     */
    record Restriction(Limits limits, boolean rankedByDtz, int probes) {
    }

    private SyzygyRoot() {
    }

    static Restriction restrict(SyzygyTablebases tables, Position position, Limits limits, int probeLimit, boolean fiftyMoveRule) {
        Restriction unchanged = new Restriction(limits, false, 0);
        if (tables == null || !limits.searchMoves().isEmpty() || position.castlingRights() != 0
                || Long.bitCount(position.occupied()) > Math.min(probeLimit, tables.maxPieces())) {
            return unchanged;
        }
        try {
            List<RankedMove> ranked = tables.rankMoves(position, fiftyMoveRule);
            if (ranked.isEmpty()) {
                return unchanged;
            }
            List<Integer> keep = new ArrayList<>();
            for (RankedMove move : ranked) {
                if (move.rank() == ranked.get(0).rank()) {
                    keep.add(move.move());
                }
            }
            return new Restriction(limits.withSearchMoves(keep), true, ranked.size());
        } catch (NotProbedException | DamagedTableException noDtz) {
            return byWdl(tables, position, limits, fiftyMoveRule, unchanged);
        }
    }

    private static Restriction byWdl(SyzygyTablebases tables, Position position, Limits limits, boolean fiftyMoveRule, Restriction unchanged) {
        int[] moves = position.legalMoves();
        int[] values = new int[moves.length];
        int best = Integer.MIN_VALUE;
        try {
            for (int i = 0; i < moves.length; i++) {
                position.play(moves[i]);
                try {
                    int value = -tables.probeWdl(position).value();
                    values[i] = fiftyMoveRule ? value : 2 * Integer.signum(value);
                } finally {
                    position.undo();
                }
                best = Math.max(best, values[i]);
            }
        } catch (NotProbedException | DamagedTableException e) {
            return unchanged;
        }
        List<Integer> keep = new ArrayList<>();
        for (int i = 0; i < moves.length; i++) {
            if (values[i] == best) {
                keep.add(moves[i]);
            }
        }
        return keep.isEmpty() ? unchanged : new Restriction(limits.withSearchMoves(keep), false, moves.length);
    }
}
