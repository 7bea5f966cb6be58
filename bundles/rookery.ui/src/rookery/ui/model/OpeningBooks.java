package rookery.ui.model;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rookery.chess.Position;
import rookery.chess.book.BookMove;
import rookery.chess.book.PolyglotBook;

/**
 * The Polyglot books chosen in the preferences, opened once: each move's share of their summed
 * weights in a position, for the Opening Explorer's Book column. A book that cannot be opened is
 * left out and named in {@link #problems()}.
 */
public final class OpeningBooks {
    public static final OpeningBooks NONE = new OpeningBooks(List.of(), List.of(), List.of());

    private final List<Path> files;
    private final List<PolyglotBook> books;
    private final List<String> problems;

    private OpeningBooks(List<Path> files, List<PolyglotBook> books, List<String> problems) {
        this.files = List.copyOf(files);
        this.books = List.copyOf(books);
        this.problems = List.copyOf(problems);
    }

    public static OpeningBooks open(List<Path> files) {
        List<PolyglotBook> books = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Path file : files) {
            try {
                books.add(PolyglotBook.open(file));
            } catch (Exception e) {
                problems.add("Cannot open the book " + file + ": " + e.getMessage());
            }
        }
        return new OpeningBooks(files, books, problems);
    }

    /** The files these books were opened from, as the preferences list them. */
    public List<Path> files() {
        return files;
    }

    public boolean isEmpty() {
        return books.isEmpty();
    }

    public List<String> problems() {
        return problems;
    }

    /** Each book move of the position (a {@link rookery.chess.Move}) with its share of the books' weights in percent. */
    public Map<Integer, Double> shares(Position position) {
        Map<Integer, Long> weights = new LinkedHashMap<>();
        for (PolyglotBook book : books) {
            for (BookMove move : book.moves(position, skipped -> {
            })) {
                weights.merge(move.move(), (long) move.weight(), Long::sum);
            }
        }
        long total = weights.values().stream().mapToLong(Long::longValue).sum();
        Map<Integer, Double> shares = new HashMap<>();
        weights.forEach((move, weight) -> shares.put(move, total == 0 ? 0.0 : 100.0 * weight / total));
        return shares;
    }
}
