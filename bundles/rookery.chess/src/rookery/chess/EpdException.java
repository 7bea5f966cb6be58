package rookery.chess;

/**
 * A malformed EPD line, located by source (a file name, or null), 1-based line (0 when a single
 * line was parsed) and 1-based column.
 */
public final class EpdException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final int column;
    private final String problem;

    public EpdException(String source, int line, int column, String problem) {
        super((source != null ? source + ": " : "") + (line > 0 ? "line " + line + ", " : "") + "column " + column + ": " + problem);
        this.source = source;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    public String source() {
        return source;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** The description without the location. */
    public String problem() {
        return problem;
    }

    EpdException locatedAt(String source, int line) {
        EpdException located = new EpdException(source, line, column, problem);
        located.initCause(getCause());
        return located;
    }
}
