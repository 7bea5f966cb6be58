package rookery.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.tablebase.MoveProbe;
import rookery.tablebase.Probe;
import rookery.tablebase.Tablebases;
import rookery.tablebase.Wdl;
import rookery.tablebase.syzygy.DtzProbe;
import rookery.tablebase.syzygy.NotProbedException;
import rookery.tablebase.syzygy.RankedMove;
import rookery.tablebase.syzygy.SyzygyTablebases;
import rookery.tablebase.syzygy.SyzygyWdl;

@Command(name = "syzygy", mixinStandardHelpOptions = true,
        description = {"Answers a position from Syzygy tables (.rtbw/.rtbz, up to 7 pieces): its result for the side to move"
                + " with the fifty-move rule and its halfmove clock, its distance to zeroing (DTZ: plies to the next capture or"
                + " pawn move), and every legal move ranked as Stockfish ranks them (result, then DTZ, zeroing moves first),"
                + " with the distance to mate of Rookery's own tables where they have the position.",
                "Exit 1 when the tables do not answer (castling rights, too many pieces, a missing or damaged table).",
                "JSON: fen, wdl (win, cursed-win, draw, blessed-loss, loss), dtz (signed plies), best (UCI), moves: uci, san,"
                        + " wdl, dtz, zeroing, dtm (plies, when known)."})
final class SyzygyCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--path", required = true, paramLabel = "DIR[:DIR]", description = "Folders of Syzygy tables, separated by ':'.")
    String path;

    @Mixin
    PositionOptions position;

    @Option(names = "--dir", paramLabel = "DIR", description = "Rookery's own tables for distances to mate (default: $ROOKERY_HOME/tables or ~/.rookery/tables).")
    Path dir;

    @Mixin
    JsonOption jsonOutput;

    @Override
    public Integer call() throws IOException {
        if (!position.given()) {
            throw new ParameterException(spec.commandLine(), "give the position with --fen (or --moves)");
        }
        Position root = position.position();
        SyzygyTablebases syzygy = SyzygyTablebases.open(path);
        DtzProbe probe;
        List<RankedMove> moves;
        try {
            probe = syzygy.probeDtz(root);
            moves = syzygy.rankMoves(root, true);
        } catch (NotProbedException e) {
            throw new IllegalStateException("not probed: " + e.getMessage(), e);
        }
        Map<Integer, Probe> mates = mateDistances(root);
        PrintWriter out = spec.commandLine().getOut();
        out.println(jsonOutput.json ? json(root, probe, moves, mates) : text(root, probe, moves, mates));
        out.flush();
        return RookeryCommand.EXIT_OK;
    }

    /** Rookery's distance to mate of each move, when its own tables have the position. */
    private Map<Integer, Probe> mateDistances(Position root) {
        Path tables = TablebaseCommand.directory(dir);
        Map<Integer, Probe> mates = new HashMap<>();
        if (Files.isDirectory(tables)) {
            for (MoveProbe move : Tablebases.open(tables).probeMoves(root)) {
                if (move.result().wdl() != Wdl.UNKNOWN) {
                    mates.put(move.move(), move.result());
                }
            }
        }
        return mates;
    }

    private static String text(Position root, DtzProbe probe, List<RankedMove> moves, Map<Integer, Probe> mates) {
        StringBuilder text = new StringBuilder();
        SyzygyWdl wdl = probe.wdlAfter(root.halfmoveClock());
        String verdict = !moves.isEmpty() ? describe(wdl, probe.dtz(), null) : root.isCheck() ? "checkmated" : "stalemate";
        text.append(root.turn() == Color.WHITE ? "White" : "Black").append(" to move: ").append(verdict).append('\n');
        for (RankedMove move : moves) {
            text.append(String.format("  %-8s %-6s %s%n", San.format(root, move.move()), root.uci(move.move()),
                    describe(move.wdl(), move.dtz(), mates.get(move.move()))));
        }
        return text.toString().stripTrailing();
    }

    /** "Win in 13 (DTZ 5)" as lichess shows it, "Draw", "Loss (DTZ -3)". */
    static String describe(SyzygyWdl wdl, int dtz, Probe mate) {
        String mateText = mate != null && mate.dtm() > 0 ? " in " + mate.moves() : "";
        return switch (wdl) {
            case WIN -> "Win" + mateText + " (DTZ " + dtz + ")";
            case CURSED_WIN -> "Cursed win, a draw by the fifty-move rule (DTZ " + dtz + ")";
            case DRAW -> "Draw";
            case BLESSED_LOSS -> "Blessed loss, a draw by the fifty-move rule (DTZ " + dtz + ")";
            case LOSS -> "Loss" + mateText + " (DTZ " + dtz + ")";
        };
    }

    private static String json(Position root, DtzProbe probe, List<RankedMove> moves, Map<Integer, Probe> mates) {
        return JsonText.of(json -> {
            json.writeStartObject();
            json.writeStringField("fen", root.fen());
            json.writeStringField("wdl", probe.wdlAfter(root.halfmoveClock()).label());
            json.writeNumberField("dtz", probe.dtz());
            if (!moves.isEmpty()) {
                json.writeStringField("best", root.uci(moves.get(0).move()));
            }
            json.writeArrayFieldStart("moves");
            for (RankedMove move : moves) {
                json.writeStartObject();
                json.writeStringField("uci", root.uci(move.move()));
                json.writeStringField("san", San.format(root, move.move()));
                json.writeStringField("wdl", move.wdl().label());
                json.writeNumberField("dtz", move.dtz());
                json.writeBooleanField("zeroing", move.zeroing());
                Probe mate = mates.get(move.move());
                if (mate != null) {
                    json.writeNumberField("dtm", mate.dtm());
                }
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }
}
