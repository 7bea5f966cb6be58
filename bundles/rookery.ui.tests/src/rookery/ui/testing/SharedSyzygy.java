package rookery.ui.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;

/** The shared Syzygy tables (3 and 4 pieces); a test that needs them skips when they are absent. */
public final class SharedSyzygy {
    private SharedSyzygy() {
    }

    public static Path folder() {
        Path folder = Path.of(System.getProperty("rookery.shared.data", "../shared/data"), "syzygy");
        Assumptions.assumeTrue(Stream.of("KQvKR.rtbw", "KQvKR.rtbz", "KPvK.rtbw").allMatch(table -> Files.isRegularFile(folder.resolve(table))),
                "shared Syzygy tables not found: " + folder);
        return folder;
    }
}
