package rookery.database;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

import rookery.database.eco.EcoTable;

/**
 * The database a new user starts with: the default database, filled on first use from the sample
 * collection the project ships in {@code data/sample/} (engine games it generated itself).
 */
public final class SampleDatabase {
    /** The sample collection relative to the project root ({@code -Drookery.root}, set by the launcher). */
    public static final String SAMPLE_FILE = "data/sample/rookery-sample.pgn";

    private SampleDatabase() {
    }

    /** The bundled sample collection, when the installation has one. */
    public static Optional<Path> sampleFile() {
        String root = System.getProperty("rookery.root");
        if (root == null || root.isBlank()) {
            return Optional.empty();
        }
        Path sample = Path.of(root).resolve(SAMPLE_FILE);
        return Files.isRegularFile(sample) ? Optional.of(sample) : Optional.empty();
    }

    /** Opens the default database, first filling it from the sample collection when it has no game yet. */
    public static OpeningDatabase openDefault(ImportListener listener) throws IOException, SQLException {
        OpeningDatabase database = OpeningDatabase.open(RookeryHome.defaultDatabase(), DatabaseSettings.DEFAULT,
                EcoTable.builtInWith(RookeryHome.openingTables()));
        try {
            Optional<Path> sample = sampleFile();
            if (sample.isPresent() && database.gameCount() == 0) {
                database.importFiles(List.of(sample.get()), ImportOptions.defaultsWithTables(), listener);
            }
            return database;
        } catch (IOException | SQLException | RuntimeException e) {
            database.close();
            throw e;
        }
    }
}
