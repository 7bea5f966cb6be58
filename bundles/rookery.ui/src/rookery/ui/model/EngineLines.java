package rookery.ui.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.engine.AnalysisLine;
import rookery.engine.Score;
import rookery.ui.session.EngineHint;

/**
 * The engine's current lines for one position, the latest report of each multi-PV line, as the
 * engine view shows them: score from White's or the side to move's point of view, depth and the
 * moves in SAN with move numbers.
 */
public final class EngineLines {
    /** One line as text. */
    public record Row(int multiPv, String score, String depth, String moves, List<Integer> pv) {
    }

    private final Position root;
    private final boolean whitePerspective;
    private final TreeMap<Integer, AnalysisLine> lines = new TreeMap<>();
    private int maxLines;
    private AnalysisLine latest;

    public EngineLines(Position root, boolean whitePerspective, int maxLines) {
        this.root = root.copy();
        this.whitePerspective = whitePerspective;
        this.maxLines = maxLines;
    }

    /**
     * Takes the engine's latest report of a line. A bound (the search failed high or low and
     * searches again) often carries only its first move: the line keeps the moves it had after
     * that move, with the bound's score and depth.
     */
    public void accept(AnalysisLine line) {
        if (line.pv().isEmpty() || line.multiPv() > maxLines) {
            return;
        }
        AnalysisLine previous = lines.get(line.multiPv());
        if (line.score().bound() != Score.Bound.EXACT && previous != null && previous.pv().size() > line.pv().size()
                && previous.pv().subList(0, line.pv().size()).equals(line.pv())) {
            line = new AnalysisLine(line.multiPv(), line.depth(), line.selDepth(), line.score(), line.nodes(), line.nps(),
                    line.hashfull(), line.timeMillis(), previous.pv());
        }
        lines.put(line.multiPv(), line);
        latest = line;
    }

    public long positionKey() {
        return root.key();
    }

    /** The lines' first moves, best first, and the best line's score, said by the engine of {@code pane}. */
    public EngineHint hint(int pane) {
        List<Integer> firstMoves = new ArrayList<>();
        for (AnalysisLine line : lines.values()) {
            firstMoves.add(line.pv().get(0));
        }
        AnalysisLine best = lines.get(1);
        return new EngineHint(pane, root.key(), firstMoves, best == null ? null : best.score());
    }

    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (AnalysisLine line : lines.values()) {
            rows.add(new Row(line.multiPv(), score(line.score(), root.turn(), whitePerspective), Integer.toString(line.depth())
                    + "/" + line.selDepth(), san(root, line.pv(), 16), line.pv()));
        }
        return rows;
    }

    /** "depth 18 · 1.25 Mn/s · 14.2 M nodes · hash 31%" for the latest report, empty before the first. */
    public String status() {
        if (latest == null) {
            return "";
        }
        String text = String.format(Locale.ROOT, "depth %d · %s/s · %s nodes · %.1f s", latest.depth(), count(latest.nps(), "n"),
                count(latest.nodes(), ""), latest.timeMillis() / 1000.0);
        return latest.hashfull() >= 0 ? text + String.format(Locale.ROOT, " · hash %d%%", latest.hashfull() / 10) : text;
    }

    private static String count(long value, String unit) {
        if (value >= 1_000_000) {
            return String.format(Locale.ROOT, "%.2f M%s", value / 1e6, unit);
        }
        if (value >= 1_000) {
            return String.format(Locale.ROOT, "%.1f k%s", value / 1e3, unit);
        }
        return value + (unit.isEmpty() ? "" : " " + unit);
    }

    /**
     * A score as players write it: {@code +0.35}, {@code -1.20}, {@code #4} (mate in 4 for the
     * side whose view it is), {@code #-3}; bounds get {@code ≥} or {@code ≤}.
     */
    public static String score(Score score, Color toMove, boolean whitePerspective) {
        Score seen = whitePerspective && toMove == Color.BLACK ? score.negate() : score;
        String value = seen.isMate() ? "#" + seen.value() : String.format(Locale.ROOT, "%+.2f", seen.value() / 100.0);
        return switch (seen.bound()) {
            case EXACT -> value;
            case LOWER -> "\u2265" + value;
            case UPPER -> "\u2264" + value;
        };
    }

    /** The first {@code maxMoves} moves of a line in SAN with move numbers: "12... Nf6 13. Bg5". */
    public static String san(Position start, List<Integer> moves, int maxMoves) {
        Position position = start.copy();
        StringBuilder text = new StringBuilder();
        int count = 0;
        for (int move : moves) {
            if (count == maxMoves || !position.isLegal(move)) {
                break;
            }
            if (position.turn() == Color.WHITE) {
                text.append(text.length() == 0 ? "" : " ").append(position.fullmoveNumber()).append(". ");
            } else if (count == 0) {
                text.append(position.fullmoveNumber()).append("... ");
            } else {
                text.append(' ');
            }
            text.append(San.format(position, move));
            position.play(move);
            count++;
        }
        return text.toString();
    }
}
