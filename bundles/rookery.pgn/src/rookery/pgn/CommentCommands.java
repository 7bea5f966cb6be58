package rookery.pgn;

import java.time.Duration;

/**
 * Reads the embedded commands of a comment, {@code [%name argument]}, as written by ChessBase,
 * lichess and most servers: {@code [%clk 1:05:23]}, {@code [%eval -0.35]}, {@code [%eval #4,22]}.
 */
public final class CommentCommands {

    private CommentCommands() {
    }

    /** The argument of the first {@code [%name ...]} command, trimmed, or null. */
    static String argument(String comment, String name) {
        if (comment == null) {
            return null;
        }
        String opening = "[%" + name;
        int from = 0;
        while (true) {
            int start = comment.indexOf(opening, from);
            if (start < 0) {
                return null;
            }
            int argumentStart = start + opening.length();
            int end = comment.indexOf(']', argumentStart);
            if (end < 0) {
                return null;
            }
            if (argumentStart < end && Character.isWhitespace(comment.charAt(argumentStart))) {
                return comment.substring(argumentStart, end).trim();
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

    /** The comment's words for a reader: its {@code [%...]} commands left out, blanks collapsed ("" when nothing is left). */
    public static String text(String comment) {
        return comment == null ? "" : comment.replaceAll("\\[%[^\\]]*\\]", "").replaceAll("\\s+", " ").trim();
    }
}
