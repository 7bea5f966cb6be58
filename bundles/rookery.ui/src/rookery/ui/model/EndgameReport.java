package rookery.ui.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.EndgameStatistics;
import rookery.tablebase.Probe;
import rookery.tablebase.Signature;
import rookery.tablebase.TableMove;
import rookery.tablebase.Tablebases;
import rookery.tablebase.Wdl;
import rookery.tablebase.syzygy.DamagedTableException;
import rookery.tablebase.syzygy.DtzProbe;
import rookery.tablebase.syzygy.NotProbedException;
import rookery.tablebase.syzygy.RankedMove;
import rookery.tablebase.syzygy.SyzygyTablebases;
import rookery.tablebase.syzygy.SyzygyWdl;

/**
 * What the endgame tables say about a position: its result and every move's, from the Syzygy tables
 * (result with the fifty-move rule and DTZ) and Rookery's own (distance to mate) where each has it,
 * or why they cannot say (too many pieces, castling rights, no table).
 *
 * @param signature the material, e.g. KRPKR (null with more pieces than Rookery's tables hold)
 * @param source which tables answered: "Syzygy + DTM", "Syzygy", "DTM" or "" for none
 * @param missing the canonical table of Rookery's that would cover the position but is not generated, or null
 */
public record EndgameReport(Signature signature, String verdict, Wdl wdl, String source, List<MoveLine> moves, Signature missing) {
    /** One move, its result for the side that plays it and which tables said so. */
    public record MoveLine(int move, String san, Wdl wdl, String text, String source) {
    }

    public EndgameReport {
        moves = List.copyOf(moves);
    }

    public boolean isCovered() {
        return wdl != Wdl.UNKNOWN;
    }

    /** The report from Rookery's tables and the Syzygy tables ({@code syzygy} null when no folder is set). */
    public static EndgameReport of(Tablebases tables, SyzygyTablebases syzygy, Position position) {
        int pieces = Long.bitCount(position.occupied());
        int most = Math.max(Signature.MAX_PIECES, syzygy == null ? 0 : syzygy.maxPieces());
        if (pieces > most) {
            return new EndgameReport(null, "More than " + most + " pieces: no endgame tables", Wdl.UNKNOWN, "", List.of(), null);
        }
        Signature signature = pieces <= Signature.MAX_PIECES ? Signature.of(position) : null;
        if (pieces <= 2) {
            return new EndgameReport(signature, "Draw (bare kings)", Wdl.DRAW, "", List.of(), null);
        }
        if (position.castlingRights() != 0) {
            return new EndgameReport(signature, "Castling rights: not covered by the tables", Wdl.UNKNOWN, "", List.of(), null);
        }
        boolean own = signature != null && tables.has(signature.canonical());
        Signature missing = signature != null && !own ? signature.canonical() : null;
        DtzProbe dtz = null;
        List<RankedMove> ranked = List.of();
        String syzygyRefusal = syzygy == null ? "" : null;
        if (syzygy != null) {
            try {
                dtz = syzygy.probeDtz(position);
                ranked = syzygy.rankMoves(position, true);
            } catch (NotProbedException | DamagedTableException e) {
                syzygyRefusal = "Syzygy: " + e.getMessage();
            }
        }
        if (dtz == null && !own) {
            String noTable = missing != null ? "No table for " + missing.name() : "No table";
            return new EndgameReport(signature, syzygyRefusal.isEmpty() ? noTable : noTable + "; " + syzygyRefusal, Wdl.UNKNOWN, "",
                    List.of(), missing);
        }
        Probe mate = own ? tables.probe(position) : null;
        List<MoveLine> moves = new ArrayList<>();
        for (TableMove move : TableMove.merge(ranked, own ? tables.probeMoves(position) : List.of())) {
            moves.add(new MoveLine(move.move(), San.format(position, move.move()), move.wdl(), move.text(), move.source()));
        }
        String side = position.turn() == rookery.chess.Color.WHITE ? "White" : "Black";
        SyzygyWdl result = dtz == null ? null : dtz.wdlAfter(position.halfmoveClock());
        String text = result != null ? TableMove.describe(result, dtz.dtz(), mate) : TableMove.describe(mate);
        String verdict = position.isCheckmate() ? side + " is checkmated" : side + " to move: " + text;
        return new EndgameReport(signature, verdict, result != null ? TableMove.wdlOf(result) : mate.wdl(),
                TableMove.source(result != null, mate != null), moves, missing);
    }

    /** The database's games with the position's material (either side stronger), as one line. */
    public static String databaseStatistics(EndgameStatistics statistics) {
        if (statistics.games() == 0) {
            return statistics.signature() + ": no game in the database reached this material";
        }
        int versus = statistics.signature().indexOf('v');
        return String.format(Locale.ROOT, "%s in the database: %s, +%,d =%,d -%,d (%.1f%% for the %s side)", statistics.signature(),
                Counts.of(statistics.games(), "game"), statistics.wins(), statistics.draws(), statistics.losses(), statistics.score(),
                statistics.signature().substring(0, versus));
    }
}
