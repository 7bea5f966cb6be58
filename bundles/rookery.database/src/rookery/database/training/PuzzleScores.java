package rookery.database.training;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

/**
 * The user's tries at each puzzle position (its FEN before the mistake), kept in the database
 * folder ({@code puzzles.properties}: {@code FEN=tries solved}), written whole and renamed.
 */
public final class PuzzleScores {
    static final String FILE = "puzzles.properties";

    /** How often a position was tried and how often solved. */
    public record Score(int tries, int solved) {
        public static final Score NONE = new Score(0, 0);
    }

    private final Path file;

    public PuzzleScores(Path databaseFolder) {
        this.file = databaseFolder.resolve(FILE);
    }

    public synchronized Score score(String fen) throws IOException {
        String value = read().getProperty(fen);
        if (value == null) {
            return Score.NONE;
        }
        String[] parts = value.trim().split(" ");
        try {
            return new Score(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new IOException(file + ": '" + fen + "' has '" + value + "' instead of tries and solved");
        }
    }

    /** Counts one try at the position, solved or not; returns the new score. */
    public synchronized Score record(String fen, boolean solved) throws IOException {
        Score before = score(fen);
        Score after = new Score(before.tries() + 1, before.solved() + (solved ? 1 : 0));
        Properties scores = read();
        scores.setProperty(fen, after.tries() + " " + after.solved());
        Path temporary = file.resolveSibling(FILE + ".tmp");
        try (Writer writer = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
            scores.store(writer, "tries and solved of each puzzle position");
        }
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return after;
    }

    private Properties read() throws IOException {
        Properties scores = new Properties();
        if (Files.exists(file)) {
            try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                scores.load(reader);
            }
        }
        return scores;
    }
}
