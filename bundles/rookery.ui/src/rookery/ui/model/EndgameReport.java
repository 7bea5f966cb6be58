package rookery.ui.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.EndgameStatistics;
import rookery.tablebase.MoveProbe;
import rookery.tablebase.Probe;
import rookery.tablebase.Signature;
import rookery.tablebase.Tablebases;
import rookery.tablebase.Wdl;

/**
 * What the endgame tables say about a position: its result and distance to mate and every
 * move's, or why they cannot say (too many pieces, castling rights, no generated table).
 *
 * @param signature the material, e.g. KRPKR (null with more than five pieces)
 * @param missing the canonical table that would cover the position but is not generated, or null
 */
public record EndgameReport(Signature signature, String verdict, Wdl wdl, List<MoveLine> moves, Signature missing) {
    /** One move and its result for the side that plays it. */
    public record MoveLine(int move, String san, Wdl wdl, String text) {
    }

    public EndgameReport {
        moves = List.copyOf(moves);
    }

    public boolean isCovered() {
        return wdl != Wdl.UNKNOWN;
    }

    public static EndgameReport of(Tablebases tables, Position position) {
        if (Long.bitCount(position.occupied()) > Signature.MAX_PIECES) {
            return new EndgameReport(null, "More than " + Signature.MAX_PIECES + " pieces: no endgame tables", Wdl.UNKNOWN, List.of(), null);
        }
        Signature signature = Signature.of(position);
        if (signature.pieceCount() <= 2) {
            return new EndgameReport(signature, "Draw (bare kings)", Wdl.DRAW, List.of(), null);
        }
        if (position.castlingRights() != 0) {
            return new EndgameReport(signature, "Castling rights: not covered by the tables", Wdl.UNKNOWN, List.of(), null);
        }
        if (!tables.has(signature.canonical())) {
            return new EndgameReport(signature, "No table for " + signature.canonical().name(), Wdl.UNKNOWN, List.of(), signature.canonical());
        }
        Probe probe = tables.probe(position);
        List<MoveLine> moves = new ArrayList<>();
        for (MoveProbe move : tables.probeMoves(position)) {
            moves.add(new MoveLine(move.move(), San.format(position, move.move()), move.result().wdl(), describe(move.result())));
        }
        String side = position.turn() == rookery.chess.Color.WHITE ? "White" : "Black";
        String verdict = position.isCheckmate() ? side + " is checkmated" : side + " to move: " + describe(probe);
        return new EndgameReport(signature, verdict, probe.wdl(), moves, null);
    }

    /** "Win in 12", "Draw", "Lose in 8" (moves to mate), "Unknown". */
    public static String describe(Probe probe) {
        return switch (probe.wdl()) {
            case WIN -> "Win in " + probe.moves();
            case LOSS -> probe.moves() == 0 ? "Mated" : "Lose in " + probe.moves();
            case DRAW -> "Draw";
            case UNKNOWN -> "Unknown";
        };
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
