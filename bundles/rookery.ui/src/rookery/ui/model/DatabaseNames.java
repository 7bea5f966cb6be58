package rookery.ui.model;

import java.nio.file.Path;

import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;

/** How the workbench names a database: "Clipboard" for the built-in scratch database, else its folder's name. */
public final class DatabaseNames {
    public static final String CLIPBOARD = "Clipboard";

    private DatabaseNames() {
    }

    public static String of(OpeningDatabase database) {
        return of(database.folder());
    }

    public static String of(Path folder) {
        return isClipboard(folder) ? CLIPBOARD : folder.getFileName().toString();
    }

    /** Whether the folder is the Clipboard database's ({@link RookeryHome#clipboardDatabase()}). */
    public static boolean isClipboard(Path folder) {
        return folder.toAbsolutePath().normalize().equals(RookeryHome.clipboardDatabase().toAbsolutePath().normalize());
    }
}
