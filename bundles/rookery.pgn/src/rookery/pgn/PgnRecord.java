package rookery.pgn;

/** What a {@link PgnReader} yields per game of the file: an accepted game or a rejection. */
public sealed interface PgnRecord permits PgnGame, PgnRejection {

    /** The name of the file (or stream) the game comes from. */
    String source();

    /** 1-based number of the game in its file, rejected games included. */
    long number();

    /** 1-based line of the file where the game starts. */
    long line();

    /** The game exactly as it was in the file. */
    String text();

    /** The game's bytes exactly as they were in the file. */
    byte[] bytes();
}
