package rookery.cli;

import java.util.List;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.tablebase.TableMove;
import rookery.tablebase.Tablebases;
import rookery.tablebase.syzygy.DtzProbe;
import rookery.tablebase.syzygy.NotProbedException;
import rookery.tablebase.syzygy.SyzygyTablebases;
import rookery.tablebase.syzygy.SyzygyWdl;

/**
 * {@code tb probe --syzygy}'s answer for one position: its Syzygy result and DTZ for the side to
 * move with its halfmove clock, and every legal move ranked as Stockfish ranks them, with the
 * distance to mate of Rookery's own tables where they have the position.
 */
record SyzygyAnswer(Position root, DtzProbe probe, List<TableMove> moves) {

    /** Throws {@link NotProbedException} (castling rights, too many pieces, a missing table) saying why. */
    static SyzygyAnswer of(SyzygyTablebases syzygy, Tablebases own, Position root) {
        DtzProbe probe = syzygy.probeDtz(root);
        List<TableMove> moves = TableMove.merge(syzygy.rankMoves(root, true), own.probeMoves(root));
        return new SyzygyAnswer(root, probe, moves);
    }

    String text() {
        StringBuilder text = new StringBuilder();
        String verdict = !moves.isEmpty() ? TableMove.describe(wdl(), probe.dtz(), null) : root.isCheck() ? "checkmated" : "stalemate";
        text.append(root.turn() == Color.WHITE ? "White" : "Black").append(" to move: ").append(verdict).append('\n');
        for (TableMove move : moves) {
            text.append(String.format("  %-8s %-6s %s%n", San.format(root, move.move()), root.uci(move.move()), move.text()));
        }
        return text.toString().stripTrailing();
    }

    /** One JSON object: fen, wdl, dtz, best, moves (uci, san, wdl, dtz, zeroing, dtm when known). */
    String json(String fen) {
        return JsonText.of(json -> {
            json.writeStartObject();
            json.writeStringField("fen", fen);
            json.writeStringField("wdl", wdl().label());
            json.writeNumberField("dtz", probe.dtz());
            if (!moves.isEmpty()) {
                json.writeStringField("best", root.uci(moves.get(0).move()));
            }
            json.writeArrayFieldStart("moves");
            for (TableMove move : moves) {
                json.writeStartObject();
                json.writeStringField("uci", root.uci(move.move()));
                json.writeStringField("san", San.format(root, move.move()));
                json.writeStringField("wdl", move.syzygy().wdl().label());
                json.writeNumberField("dtz", move.syzygy().dtz());
                json.writeBooleanField("zeroing", move.syzygy().zeroing());
                if (move.mate() != null) {
                    json.writeNumberField("dtm", move.mate().dtm());
                }
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    private SyzygyWdl wdl() {
        return probe.wdlAfter(root.halfmoveClock());
    }
}
