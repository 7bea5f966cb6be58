package rookery.pgn;

/**
 * How much a {@link PgnReader} keeps. {@code mainlineOnly}: the bulk-import fast path, every
 * move (variations included) is still validated but only the main line is kept.
 * {@code keepLegalPrefix}: a rejected game also carries the legal part before the error.
 */
public record PgnOptions(boolean mainlineOnly, boolean keepLegalPrefix) {

    public static PgnOptions defaults() {
        return new PgnOptions(false, false);
    }

    public PgnOptions withMainlineOnly(boolean mainlineOnly) {
        return new PgnOptions(mainlineOnly, keepLegalPrefix);
    }

    public PgnOptions withKeepLegalPrefix(boolean keepLegalPrefix) {
        return new PgnOptions(mainlineOnly, keepLegalPrefix);
    }
}
