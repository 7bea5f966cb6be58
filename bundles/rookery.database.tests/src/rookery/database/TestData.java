package rookery.database;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** The shared real games the tests read; a test skips when they are absent. */
final class TestData {

    private TestData() {
    }

    static Path shared(String relative) {
        Path file = Path.of(System.getProperty("rookery.shared.data", "../shared/data")).resolve(relative);
        assumeTrue(Files.isRegularFile(file), "shared test data missing: " + file);
        return file;
    }

    /** The folder of the shared Syzygy tables (3 and 4 pieces). */
    static Path syzygy() {
        return shared("syzygy/KQvKR.rtbz").getParent();
    }

    /** 580 world championship games, 1834-2004, many with ratings. */
    static Path worldMatches() {
        return shared("pgn/edge-cases/pychess-world_matches.pgn");
    }
}
