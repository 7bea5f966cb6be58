package rookery.ui.model;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import rookery.tablebase.syzygy.SyzygyTablebases;

/**
 * The Syzygy tables of the folders the preferences name, opened once per list of folders and
 * shared: the tables are memory-mapped and their headers read on first use.
 */
public final class SyzygyFolders {
    private static List<Path> openedFolders = List.of();
    private static SyzygyTablebases opened;

    private SyzygyFolders() {
    }

    /** The tables of {@code folders}; null when none is given; throws naming a folder that does not exist. */
    public static synchronized SyzygyTablebases open(List<Path> folders) throws IOException {
        if (folders.isEmpty()) {
            return null;
        }
        if (opened == null || !openedFolders.equals(folders)) {
            opened = SyzygyTablebases.open(folders);
            openedFolders = List.copyOf(folders);
        }
        return opened;
    }

    /** What the folders hold, counted by number of pieces, or why they cannot be read, as one line. */
    public static String summary(List<Path> folders) {
        if (folders.isEmpty()) {
            return "No folder of Syzygy tables";
        }
        try {
            return "Found " + open(folders).summary();
        } catch (IOException e) {
            return "Cannot read: " + e.getMessage();
        }
    }
}
