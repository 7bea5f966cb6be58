package rookery.engine.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.engine.AnalysisLine;
import rookery.engine.Score;

/** UCI {@code info} lines: written by the engine mode, read by the client. */
public final class UciInfo {

    private UciInfo() {
    }

    /** {@code info depth 12 seldepth 18 multipv 1 score cp 23 nodes ... nps ... hashfull ... [tbhits ...] time ... pv ...}. */
    public static String format(AnalysisLine line, boolean chess960) {
        StringBuilder out = new StringBuilder("info depth ").append(line.depth())
                .append(" seldepth ").append(line.selDepth())
                .append(" multipv ").append(line.multiPv())
                .append(" score ").append(line.score().toUci())
                .append(" nodes ").append(line.nodes())
                .append(" nps ").append(line.nps());
        if (line.hashfull() >= 0) {
            out.append(" hashfull ").append(line.hashfull());
        }
        if (line.tbHits() > 0) {
            out.append(" tbhits ").append(line.tbHits());
        }
        out.append(" time ").append(line.timeMillis());
        if (!line.pv().isEmpty()) {
            out.append(" pv");
            for (int move : line.pv()) {
                out.append(' ').append(Move.toUci(move, chess960));
            }
        }
        return out.toString();
    }

    /**
     * Reads an {@code info} line that carries a score and a principal variation; other info
     * lines ({@code currmove}, {@code string}, ...) give empty. Moves are checked against the
     * position: the variation ends before the first move that is not legal, and a line whose
     * first move is not legal gives empty (it would show a score for no move). Unknown tokens are
     * skipped; a malformed number throws {@link IllegalArgumentException}.
     */
    public static Optional<AnalysisLine> parse(String line, Position root) {
        String[] tokens = line.trim().split("\\s+");
        if (tokens.length == 0 || !tokens[0].equals("info")) {
            return Optional.empty();
        }
        int depth = 0;
        int selDepth = 0;
        int multiPv = 1;
        long nodes = 0;
        long nps = 0;
        int hashfull = -1;
        long time = 0;
        long tbHits = 0;
        Score score = null;
        List<Integer> pv = new ArrayList<>();
        for (int i = 1; i < tokens.length; i++) {
            switch (tokens[i]) {
                case "depth" -> depth = (int) number(tokens, ++i);
                case "seldepth" -> selDepth = (int) number(tokens, ++i);
                case "multipv" -> multiPv = (int) number(tokens, ++i);
                case "nodes" -> nodes = number(tokens, ++i);
                case "nps" -> nps = number(tokens, ++i);
                case "hashfull" -> hashfull = (int) number(tokens, ++i);
                case "time" -> time = number(tokens, ++i);
                case "tbhits" -> tbHits = number(tokens, ++i);
                case "score" -> {
                    String kind = i + 1 < tokens.length ? tokens[++i] : "";
                    int value = (int) number(tokens, ++i);
                    score = switch (kind) {
                        case "cp" -> Score.centipawns(value);
                        case "mate" -> Score.mate(value);
                        default -> throw new IllegalArgumentException("score must be 'cp' or 'mate', not '" + kind + "'");
                    };
                    if (i + 1 < tokens.length && tokens[i + 1].equals("lowerbound")) {
                        score = score.withBound(Score.Bound.LOWER);
                        i++;
                    } else if (i + 1 < tokens.length && tokens[i + 1].equals("upperbound")) {
                        score = score.withBound(Score.Bound.UPPER);
                        i++;
                    }
                }
                case "pv" -> {
                    // A second pv replaces the first: both start from the root.
                    pv.clear();
                    Position position = root.copy();
                    while (i + 1 < tokens.length) {
                        int move;
                        try {
                            move = Uci.parse(position, tokens[i + 1]);
                        } catch (IllegalArgumentException e) {
                            break;
                        }
                        position.play(move);
                        pv.add(move);
                        i++;
                    }
                }
                case "string" -> i = tokens.length;
                default -> {
                }
            }
        }
        if (score == null || pv.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new AnalysisLine(multiPv, depth, Math.max(depth, selDepth), score, nodes, nps, hashfull, time, pv, tbHits));
    }

    private static long number(String[] tokens, int index) {
        if (index >= tokens.length) {
            throw new IllegalArgumentException("a number is missing after '" + tokens[index - 1] + "'");
        }
        try {
            return Long.parseLong(tokens[index]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + tokens[index - 1] + "' needs a number, not '" + tokens[index] + "'");
        }
    }
}
