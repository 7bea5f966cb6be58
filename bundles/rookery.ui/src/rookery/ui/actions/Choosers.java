package rookery.ui.actions;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;

/**
 * Where every file and folder chooser of the workbench starts: the folder last used in one, else
 * the user's home (never the product's folder, GTK's default being the working directory).
 */
public final class Choosers {
    private static Path lastFolder;

    private Choosers() {
    }

    /** The folder the next chooser starts in. */
    public static synchronized Path startFolder() {
        return lastFolder != null && Files.isDirectory(lastFolder) ? lastFolder : Path.of(System.getProperty("user.home"));
    }

    /** Remembers the folder holding the file (or folder) the user chose, for the next chooser. */
    public static synchronized void used(Path chosen) {
        Path folder = chosen.toAbsolutePath().getParent();
        if (folder != null) {
            lastFolder = folder;
        }
    }

    /** Opens the file chooser in the start folder (unless the caller set one); the path chosen, or null. */
    public static String open(FileDialog dialog) {
        if (dialog.getFilterPath() == null || dialog.getFilterPath().isEmpty()) {
            dialog.setFilterPath(startFolder().toString());
        }
        return remember(dialog.open());
    }

    /** Opens the folder chooser in the start folder (unless the caller set one); the folder chosen, or null. */
    public static String open(DirectoryDialog dialog) {
        if (dialog.getFilterPath() == null || dialog.getFilterPath().isEmpty()) {
            dialog.setFilterPath(startFolder().toString());
        }
        return remember(dialog.open());
    }

    private static String remember(String chosen) {
        if (chosen != null) {
            used(Path.of(chosen));
        }
        return chosen;
    }
}
