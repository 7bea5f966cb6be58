package rookery.chess.book;

/** A Polyglot book that cannot be used; the message names the file and, where it applies, the entry. */
public final class BookException extends Exception {

    private static final long serialVersionUID = 1L;

    public BookException(String message) {
        super(message);
    }
}
