package rookery.pgn;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import rookery.chess.Square;

/**
 * Reads the embedded commands of a comment, {@code [%name argument]}, as written by ChessBase,
 * lichess and most servers: {@code [%clk 1:05:23]}, {@code [%eval -0.35]}, {@code [%eval #4,22]}, and
 * the board drawings {@code [%csl Gd5]} (circles) and {@code [%cal Ge2e4,Rd8d1]} (arrows).
 */
public final class CommentCommands {

    private CommentCommands() {
    }

    /** The argument of the first {@code [%name ...]} command, trimmed, or null. */
    static String argument(String comment, String name) {
        List<String> arguments = arguments(comment, name);
        return arguments.isEmpty() ? null : arguments.get(0);
    }

    /** The arguments of every {@code [%name ...]} command, trimmed, in comment order. */
    private static List<String> arguments(String comment, String name) {
        if (comment == null) {
            return List.of();
        }
        List<String> arguments = new ArrayList<>(1);
        String opening = "[%" + name;
        int from = 0;
        while (true) {
            int start = comment.indexOf(opening, from);
            if (start < 0) {
                return arguments;
            }
            int argumentStart = start + opening.length();
            int end = comment.indexOf(']', argumentStart);
            if (end < 0) {
                return arguments;
            }
            if (argumentStart < end && Character.isWhitespace(comment.charAt(argumentStart))) {
                arguments.add(comment.substring(argumentStart, end).trim());
            }
            from = argumentStart;
        }
    }

    /** {@code [%clk h:mm:ss(.f)]} (also {@code mm:ss}), or null when absent or malformed. */
    static Duration clock(String comment) {
        String argument = argument(comment, "clk");
        if (argument == null) {
            return null;
        }
        String[] parts = argument.split(":");
        if (parts.length < 2 || parts.length > 3) {
            return null;
        }
        try {
            long minutes = 0;
            for (int i = 0; i < parts.length - 1; i++) {
                minutes = minutes * 60 + Long.parseUnsignedLong(parts[i]);
            }
            String last = parts[parts.length - 1];
            if (last.isEmpty() || !Character.isDigit(last.charAt(0))) {
                return null;
            }
            long millis = Math.round(Double.parseDouble(last) * 1000);
            return Duration.ofMinutes(minutes).plusMillis(millis);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** {@code [%eval 0.17]}, {@code [%eval #-3]}, optionally {@code ,depth}; null when absent or malformed. */
    public static Evaluation evaluation(String comment) {
        String argument = argument(comment, "eval");
        if (argument == null) {
            return null;
        }
        int comma = argument.indexOf(',');
        String score = comma < 0 ? argument : argument.substring(0, comma).trim();
        try {
            int depth = comma < 0 ? -1 : Integer.parseInt(argument.substring(comma + 1).trim());
            if (score.startsWith("#")) {
                return new Evaluation(true, Integer.parseInt(score.substring(1)), depth);
            }
            if (score.isEmpty() || !(Character.isDigit(score.charAt(0)) || score.charAt(0) == '-' || score.charAt(0) == '+')) {
                return null;
            }
            return new Evaluation(false, (int) Math.round(Double.parseDouble(score) * 100), depth);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * The comment with its {@code [%name ...]} commands replaced by {@code [%name argument]} at its
     * start (removed when the argument is null); null when nothing is left.
     */
    public static String withCommand(String comment, String name, String argument) {
        String rest = comment == null ? "" : comment.replaceAll("\\[%" + name + "\\s[^\\]]*\\]", "").replaceAll("\\s+", " ").trim();
        String command = argument == null ? "" : "[%" + name + " " + argument + "]";
        String joined = (command + " " + rest).trim();
        return joined.isEmpty() ? null : joined;
    }

    /**
     * The circles ({@code [%csl ...]}) and arrows ({@code [%cal ...]}) drawn in a comment, circles
     * first, each in its command's order; entries that are not a colour letter and one or two
     * square names are skipped.
     */
    public static List<Drawing> drawings(String comment) {
        List<Drawing> drawings = new ArrayList<>();
        for (String command : List.of("csl", "cal")) {
            for (String argument : arguments(comment, command)) {
                for (String entry : argument.split("[,\\s]+")) {
                    Drawing drawing = drawing(entry, command.equals("csl") ? 3 : 5);
                    if (drawing != null) {
                        drawings.add(drawing);
                    }
                }
            }
        }
        return drawings;
    }

    private static Drawing drawing(String entry, int length) {
        if (entry.length() != length) {
            return null;
        }
        Drawing.Colour colour = Drawing.Colour.of(entry.charAt(0));
        int from = Square.parse(entry.substring(1, 3));
        int to = length == 3 ? from : Square.parse(entry.substring(3, 5));
        return colour == null || from == Square.NONE || to == Square.NONE ? null : new Drawing(colour, from, to);
    }

    /**
     * The comment with its drawing commands replaced by {@code [%csl ...]} for the circles and
     * {@code [%cal ...]} for the arrows of {@code drawings} at its start (none when there are none);
     * null when nothing is left.
     */
    public static String withDrawings(String comment, List<Drawing> drawings) {
        String withArrows = withCommand(comment, "cal", entries(drawings, false));
        return withCommand(withArrows, "csl", entries(drawings, true));
    }

    private static String entries(List<Drawing> drawings, boolean circles) {
        String entries = drawings.stream().filter(drawing -> drawing.isCircle() == circles).map(Drawing::pgn)
                .collect(Collectors.joining(","));
        return entries.isEmpty() ? null : entries;
    }

    /** The comment's words for a reader: its {@code [%...]} commands left out, blanks collapsed ("" when nothing is left). */
    public static String text(String comment) {
        return comment == null ? "" : comment.replaceAll("\\[%[^\\]]*\\]", "").replaceAll("\\s+", " ").trim();
    }
}
