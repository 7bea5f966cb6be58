package rookery.database.training;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Properties;

import rookery.database.KeptProperties;

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
        KeptProperties.write(file, scores, "tries and solved of each puzzle position");
        return after;
    }

    private Properties read() throws IOException {
        return KeptProperties.read(file);
    }
}
