package rookery.pgn;

import java.io.IOException;

/**
 * Reading a PGN file failed part way, typically because its compressed data is truncated or
 * damaged. The games before {@code game} were delivered; {@code line} and {@code column} (1-based,
 * in characters of the text, as in {@link PgnDiagnostic}) are where the delivered text ends, and
 * {@code fileOffset} how many bytes of the file had been consumed. A Zstandard decoder holds back
 * one window of text (up to a few MB), so the damage itself can lie that much further on.
 */
public final class PgnReadException extends IOException {

    private final String source;
    private final long game;
    private final long line;
    private final int column;
    private final long fileOffset;

    PgnReadException(String source, long game, long line, int column, long fileOffset, String problem, IOException cause) {
        super(source + ":" + line + ":" + column + ": game " + game + ": " + problem, cause);
        this.source = source;
        this.game = game;
        this.line = line;
        this.column = column;
        this.fileOffset = fileOffset;
    }

    public String source() {
        return source;
    }

    public long game() {
        return game;
    }

    public long line() {
        return line;
    }

    public int column() {
        return column;
    }

    public long fileOffset() {
        return fileOffset;
    }
}
