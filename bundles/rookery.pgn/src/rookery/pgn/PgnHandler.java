package rookery.pgn;

/** Receives the records of a file in file order, on one thread at a time. */
public interface PgnHandler {

    void game(PgnGame game);

    default void rejected(PgnRejection rejection) {
    }
}
