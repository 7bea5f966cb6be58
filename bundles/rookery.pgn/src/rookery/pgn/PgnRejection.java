package rookery.pgn;

import java.util.Optional;

/**
 * A game that could not be accepted: the first problem found, the game verbatim (for a reject
 * file) and, when the reader was asked to keep it, the legal part before the problem.
 */
public final class PgnRejection implements PgnRecord {

    private final PgnDiagnostic diagnostic;
    private final long line;
    private final byte[] bytes;
    private final boolean utf8;
    private final PgnGame legalPrefix;

    PgnRejection(PgnDiagnostic diagnostic, long line, byte[] bytes, boolean utf8, PgnGame legalPrefix) {
        this.diagnostic = diagnostic;
        this.line = line;
        this.bytes = bytes;
        this.utf8 = utf8;
        this.legalPrefix = legalPrefix;
    }

    public PgnDiagnostic diagnostic() {
        return diagnostic;
    }

    /** The game up to its first problem, only when read with {@code PgnOptions.keepLegalPrefix}. */
    public Optional<PgnGame> legalPrefix() {
        return Optional.ofNullable(legalPrefix);
    }

    @Override
    public String source() {
        return diagnostic.source();
    }

    @Override
    public long number() {
        return diagnostic.game();
    }

    @Override
    public long line() {
        return line;
    }

    @Override
    public String text() {
        return Text.decode(bytes, 0, bytes.length, utf8);
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    @Override
    public String toString() {
        return diagnostic.toString();
    }
}
