package rookery.engine;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;

/** Locates the shared test data outside the project; tests that need it skip when it is absent. */
public final class TestData {

    private TestData() {
    }

    public static Path file(String relative) {
        Path file = Path.of(System.getProperty("rookery.shared.data", "../shared/data")).resolve(relative);
        Assumptions.assumeTrue(Files.isRegularFile(file), "shared test data not found: " + file);
        return file;
    }
}
