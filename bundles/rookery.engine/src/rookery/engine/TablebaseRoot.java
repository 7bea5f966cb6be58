package rookery.engine;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Position;
import rookery.tablebase.MoveProbe;
import rookery.tablebase.Probe;
import rookery.tablebase.Signature;
import rookery.tablebase.Tablebases;
import rookery.tablebase.Wdl;

/**
 * Endgame tables at the root: when the position is in the tables, the search only looks at the
 * moves that keep the best result at the best distance (the shortest win, a draw, the longest
 * defence), so that it plays them perfectly; the search still finds the line and the score.
 */
final class TablebaseRoot {

    private TablebaseRoot() {
    }

    /** The limits restricted to the table's best moves, or unchanged when the tables do not know the position. */
    static Limits restrict(Tablebases tablebases, Position position, Limits limits) {
        if (tablebases == null || !limits.searchMoves().isEmpty() || Long.bitCount(position.occupied()) > Signature.MAX_PIECES) {
            return limits;
        }
        List<MoveProbe> moves;
        try {
            moves = tablebases.probeMoves(position);
        } catch (RuntimeException e) {
            // A damaged table file must not stop the analysis: search without the tables.
            return limits;
        }
        if (moves.isEmpty() || moves.get(0).result().wdl() == Wdl.UNKNOWN) {
            return limits;
        }
        Probe best = moves.get(0).result();
        List<Integer> keep = new ArrayList<>();
        for (MoveProbe move : moves) {
            if (move.result().equals(best)) {
                keep.add(move.move());
            }
        }
        return limits.withSearchMoves(keep);
    }
}
