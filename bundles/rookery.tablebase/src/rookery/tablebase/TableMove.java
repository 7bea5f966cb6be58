package rookery.tablebase;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import rookery.tablebase.syzygy.RankedMove;
import rookery.tablebase.syzygy.SyzygyWdl;

/**
 * A legal move and what the endgame tables say of it, for the side that plays it: Syzygy's result
 * and DTZ ({@code syzygy}, null when no Syzygy table answered) and the distance to mate of
 * Rookery's own tables ({@code mate}, null when they do not have the position).
 */
public record TableMove(int move, RankedMove syzygy, Probe mate) {

    /**
     * The moves of both answers merged: in Syzygy's rank order (best first) when Syzygy answered,
     * otherwise in the order of Rookery's tables; a Rookery answer of unknown is left out.
     */
    public static List<TableMove> merge(List<RankedMove> ranked, List<MoveProbe> mates) {
        Map<Integer, Probe> mateByMove = new HashMap<>();
        for (MoveProbe mate : mates) {
            if (mate.result().wdl() != Wdl.UNKNOWN) {
                mateByMove.put(mate.move(), mate.result());
            }
        }
        List<TableMove> moves = new ArrayList<>();
        if (!ranked.isEmpty()) {
            for (RankedMove move : ranked) {
                moves.add(new TableMove(move.move(), move, mateByMove.get(move.move())));
            }
        } else {
            for (MoveProbe mate : mates) {
                if (mateByMove.containsKey(mate.move())) {
                    moves.add(new TableMove(mate.move(), null, mate.result()));
                }
            }
        }
        return moves;
    }

    /** Win, draw or loss for the side that plays the move (cursed wins and blessed losses are draws). */
    public Wdl wdl() {
        if (syzygy != null) {
            return wdlOf(syzygy.wdl());
        }
        return mate != null ? mate.wdl() : Wdl.UNKNOWN;
    }

    /** A Syzygy result as a win, draw or loss under the fifty-move rule. */
    public static Wdl wdlOf(SyzygyWdl wdl) {
        return switch (wdl) {
            case WIN -> Wdl.WIN;
            case LOSS -> Wdl.LOSS;
            default -> Wdl.DRAW;
        };
    }

    /** As lichess words it: "Win in 13 (DTZ 5)", "Draw", "Loss (DTZ -3)"; "Win in 13" from Rookery's tables alone. */
    public String text() {
        if (syzygy == null) {
            return mate == null ? "Unknown" : describe(mate);
        }
        return describe(syzygy.wdl(), syzygy.dtz(), mate);
    }

    /** Which tables answered: "Syzygy + DTM", "Syzygy", "DTM". */
    public String source() {
        return source(syzygy != null, mate != null);
    }

    /** "Syzygy + DTM", "Syzygy", "DTM" or "" as the Syzygy tables and Rookery's answered. */
    public static String source(boolean syzygy, boolean dtm) {
        if (syzygy) {
            return dtm ? "Syzygy + DTM" : "Syzygy";
        }
        return dtm ? "DTM" : "";
    }

    /** A Syzygy result with its DTZ, and the moves to mate when Rookery's tables know them. */
    public static String describe(SyzygyWdl wdl, int dtz, Probe mate) {
        String mateText = mate != null && mate.dtm() > 0 ? " in " + mate.moves() : "";
        return switch (wdl) {
            case WIN -> "Win" + mateText + " (DTZ " + dtz + ")";
            case CURSED_WIN -> "Cursed win, a draw by the fifty-move rule (DTZ " + dtz + ")";
            case DRAW -> "Draw";
            case BLESSED_LOSS -> "Blessed loss, a draw by the fifty-move rule (DTZ " + dtz + ")";
            case LOSS -> "Loss" + mateText + " (DTZ " + dtz + ")";
        };
    }

    /** "Win in 12", "Draw", "Loss in 8" (moves to mate), "Mated", "Unknown". */
    public static String describe(Probe probe) {
        return switch (probe.wdl()) {
            case WIN -> "Win in " + probe.moves();
            case LOSS -> probe.moves() == 0 ? "Mated" : "Loss in " + probe.moves();
            case DRAW -> "Draw";
            case UNKNOWN -> "Unknown";
        };
    }
}
