package rookery.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.random.RandomGenerator;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.book.BookException;
import rookery.chess.book.BookMove;
import rookery.chess.book.PolyglotBook;

/**
 * An engine's opening book: while a game is within {@code depth} plies of its start, a move of
 * the Polyglot book for the position, drawn at random in proportion to the weights (moves of
 * weight 0 never), as polyglot and cutechess play from books.
 */
public final class OpeningBook {
    private final PolyglotBook book;
    private final int depth;

    public OpeningBook(PolyglotBook book, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("the book depth must be at least 1 ply, not " + depth);
        }
        this.book = book;
        this.depth = depth;
    }

    /** Opens the book file; a missing or corrupt file is refused naming it. */
    public static OpeningBook open(Path file, int depth) throws IOException, BookException {
        return new OpeningBook(PolyglotBook.open(file), depth);
    }

    public Path file() {
        return book.file();
    }

    public int depth() {
        return depth;
    }

    /**
     * A book move for the position, reached {@code ply} plies after the game's start, or
     * {@link Move#NONE} when the game is past the book's depth or the book has no move there.
     * Entries whose move is illegal in the position are skipped.
     */
    public int choose(Position position, int ply, RandomGenerator random) {
        if (ply >= depth) {
            return Move.NONE;
        }
        List<BookMove> moves = book.moves(position, skipped -> {
        });
        long total = moves.stream().mapToLong(BookMove::weight).sum();
        if (total == 0) {
            return Move.NONE;
        }
        long pick = random.nextLong(total);
        for (BookMove move : moves) {
            pick -= move.weight();
            if (pick < 0) {
                return move.move();
            }
        }
        throw new IllegalStateException("weights changed while drawing");
    }

    /** Plies since the standard start for a position with the usual move counters (FEN starts count from their own numbers). */
    public static int plyOf(Position position) {
        return 2 * (position.fullmoveNumber() - 1) + (position.turn() == Color.BLACK ? 1 : 0);
    }
}
