package rookery.ui.game;

import java.util.ArrayList;
import java.util.List;

import rookery.engine.analysis.Eval;
import rookery.pgn.CommentCommands;

/**
 * A game written out as text the way a reader expects it: move numbers, SAN, NAGs as symbols,
 * an engine's evaluation ({@code [%eval]}) as "+0.17" after its move, comments before and after a
 * move (without their {@code [%...]} commands) in braces' place, variations in parentheses right after the move they
 * replace, main line variations on lines of their own. Every span knows the node it shows, so a click on the
 * text can jump to it.
 */
public final class NotationText {
    /** What a span of the text shows. */
    public enum Kind {
        MOVE_NUMBER, MAIN_MOVE, VARIATION_MOVE, NAG, EVAL, COMMENT, PUNCTUATION, RESULT
    }

    /** A run of text of one kind; {@code node} is the move it belongs to, or null. */
    public record Span(int start, int length, Kind kind, MoveNode node) {
        public int end() {
            return start + length;
        }
    }

    private final StringBuilder text = new StringBuilder();
    private final List<Span> spans = new ArrayList<>();

    private NotationText() {
    }

    public static NotationText of(GameTree game) {
        NotationText notation = new NotationText();
        MoveNode root = game.root();
        String opening = CommentCommands.text(root.startingComment());
        if (!opening.isEmpty()) {
            notation.append(opening, Kind.COMMENT, null);
            notation.text.append(' ');
        }
        notation.line(root, true, 0);
        String result = game.tag("Result");
        if (!result.isEmpty() && !result.equals("*")) {
            notation.separate();
            notation.append(result, Kind.RESULT, null);
        }
        return notation;
    }

    /** "Kasparov, G (2800) – Karpov, A (2750) · Linares 1990 · 0-1", or "New game" for a game without players. */
    public static String header(GameTree game) {
        String white = player(game.tag("White"), game.tag("WhiteElo"));
        String black = player(game.tag("Black"), game.tag("BlackElo"));
        if (white.isEmpty() && black.isEmpty()) {
            return game.variant() == rookery.chess.Variant.STANDARD ? "New game" : "New game (" + game.variant().name().toLowerCase() + ")";
        }
        StringBuilder header = new StringBuilder(white.isEmpty() ? "?" : white).append(" \u2013 ").append(black.isEmpty() ? "?" : black);
        String event = known(game.tag("Event"));
        String date = known(game.tag("Date"));
        String year = date.length() >= 4 && Character.isDigit(date.charAt(0)) ? date.substring(0, 4) : "";
        String where = (event + " " + year).strip();
        if (!where.isEmpty()) {
            header.append(" \u00b7 ").append(where);
        }
        String result = known(game.tag("Result"));
        if (!result.isEmpty() && !result.equals("*")) {
            header.append(" \u00b7 ").append(result);
        }
        return header.toString();
    }

    private static String player(String name, String elo) {
        String known = known(name);
        return known.isEmpty() || known(elo).isEmpty() || known(elo).equals("0") ? known : known + " (" + elo + ")";
    }

    private static String known(String tag) {
        return tag == null || tag.equals("?") || tag.startsWith("????") ? "" : tag.strip();
    }

    public String text() {
        return text.toString();
    }

    public List<Span> spans() {
        return List.copyOf(spans);
    }

    /** The move whose span contains the character offset, or null. */
    public MoveNode nodeAt(int offset) {
        for (Span span : spans) {
            if (span.node() != null && offset >= span.start() && offset < span.end()
                    && (span.kind() == Kind.MAIN_MOVE || span.kind() == Kind.VARIATION_MOVE || span.kind() == Kind.MOVE_NUMBER)) {
                return span.node();
            }
        }
        return null;
    }

    /** The span of the move itself (SAN) for a node, or null for the root. */
    public Span moveSpan(MoveNode node) {
        for (Span span : spans) {
            if (span.node() == node && (span.kind() == Kind.MAIN_MOVE || span.kind() == Kind.VARIATION_MOVE)) {
                return span;
            }
        }
        return null;
    }

    /** Writes the line that continues after {@code parent}, with the alternatives to each of its moves. */
    private void line(MoveNode parent, boolean numberFirst, int depth) {
        boolean needNumber = numberFirst;
        MoveNode child = parent.mainChild();
        while (child != null) {
            move(child, needNumber);
            needNumber = !CommentCommands.text(child.comment()).isEmpty();
            List<MoveNode> alternatives = parent.children();
            for (int i = 1; i < alternatives.size(); i++) {
                variation(alternatives.get(i), depth + 1);
                needNumber = true;
            }
            parent = child;
            child = parent.mainChild();
        }
    }

    private void variation(MoveNode first, int depth) {
        if (depth == 1) {
            text.append('\n');
            text.append("    ");
        } else {
            separate();
        }
        append("(", Kind.PUNCTUATION, null);
        move(first, true);
        line(first, !CommentCommands.text(first.comment()).isEmpty(), depth);
        append(")", Kind.PUNCTUATION, null);
        if (depth == 1) {
            text.append('\n');
        }
    }

    private void move(MoveNode node, boolean forceNumber) {
        String before = CommentCommands.text(node.startingComment());
        if (!before.isEmpty()) {
            separate();
            append(before, Kind.COMMENT, node);
            forceNumber = true;
        }
        separate();
        boolean whiteMoved = node.ply() % 2 == 1;
        int number = (node.ply() + 1) / 2;
        if (whiteMoved) {
            append(number + ".", Kind.MOVE_NUMBER, node);
        } else if (forceNumber) {
            append(number + "...", Kind.MOVE_NUMBER, node);
        }
        separate();
        append(node.san(), node.isMainLine() ? Kind.MAIN_MOVE : Kind.VARIATION_MOVE, node);
        for (int nag : node.nags()) {
            String symbol = Nag.symbol(nag);
            if (Nag.isMoveSuffix(nag)) {
                append(symbol, Kind.NAG, node);
            } else {
                separate();
                append(symbol, Kind.NAG, node);
            }
        }
        Eval eval = MainLineEvals.parse(node.comment());
        if (eval != null && eval.pgnText() != null) {
            separate();
            String shown = eval.pgnText();
            append(eval.isMate() || shown.startsWith("-") ? shown : "+" + shown, Kind.EVAL, node);
        }
        String comment = CommentCommands.text(node.comment());
        if (!comment.isEmpty()) {
            separate();
            append(comment, Kind.COMMENT, node);
        }
    }

    private void separate() {
        if (text.length() > 0) {
            char last = text.charAt(text.length() - 1);
            if (last != ' ' && last != '\n' && last != '(') {
                text.append(' ');
            }
        }
    }

    private void append(String s, Kind kind, MoveNode node) {
        spans.add(new Span(text.length(), s.length(), kind, node));
        text.append(s);
    }
}
