package rookery.tablebase.syzygy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;

/** The shared 3- and 4-piece Syzygy tables; tests that need them skip when they are absent. */
final class SyzygyTestData {

    private static SyzygyTablebases tablebases;

    private SyzygyTestData() {
    }

    static Path folder() {
        Path folder = Path.of(System.getProperty("rookery.shared.data", "../shared/data")).resolve("syzygy");
        Assumptions.assumeTrue(Files.isRegularFile(folder.resolve("KQvK.rtbw")), "shared Syzygy tables not found: " + folder);
        return folder;
    }

    static Path sharedFile(String relative) {
        Path file = Path.of(System.getProperty("rookery.shared.data", "../shared/data")).resolve(relative);
        Assumptions.assumeTrue(Files.isRegularFile(file), "shared test data not found: " + file);
        return file;
    }

    static synchronized SyzygyTablebases tablebases() {
        Path folder = folder();
        if (tablebases == null) {
            try {
                tablebases = SyzygyTablebases.open(List.of(folder));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return tablebases;
    }
}
