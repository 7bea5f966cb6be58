package rookery.ui.session;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import rookery.database.OpeningDatabase;

/**
 * The databases open in the workbench, in the order they were opened (the Games part's tabs), and
 * the active one the user picked, which the explorer and the games list show. UI-free; the
 * {@link Session} keeps one and announces its changes. The folders of the open databases are kept
 * in a file (one path a line) so that the next start opens them again.
 */
public final class OpenDatabases {
    private final List<OpeningDatabase> open = new ArrayList<>();
    private OpeningDatabase active;

    /** A copy of these, which changes apart from them. */
    public OpenDatabases copy() {
        OpenDatabases copy = new OpenDatabases();
        copy.open.addAll(open);
        copy.active = active;
        return copy;
    }

    /** Every open database, in the order they were opened. */
    public List<OpeningDatabase> all() {
        return List.copyOf(open);
    }

    /** The one the user picked, null when none is open. */
    public OpeningDatabase active() {
        return active;
    }

    /** The open database in {@code folder}, or null. */
    public OpeningDatabase find(Path folder) {
        Path wanted = folder.toAbsolutePath().normalize();
        for (OpeningDatabase database : open) {
            if (database.folder().toAbsolutePath().normalize().equals(wanted)) {
                return database;
            }
        }
        return null;
    }

    /** Adds {@code database} (unless open already) and makes it the active one. */
    public void add(OpeningDatabase database) {
        if (!open.contains(database)) {
            open.add(database);
        }
        active = database;
    }

    /** Makes an open database the active one; false when it is not open. */
    public boolean pick(OpeningDatabase database) {
        if (!open.contains(database)) {
            return false;
        }
        active = database;
        return true;
    }

    /** Puts {@code replacement} (or nothing) in the active one's place; returns the one replaced. */
    public OpeningDatabase replaceActive(OpeningDatabase replacement) {
        OpeningDatabase previous = active;
        int place = previous == null ? -1 : open.indexOf(previous);
        if (place >= 0) {
            open.remove(place);
        }
        if (replacement != null && !open.contains(replacement)) {
            open.add(place >= 0 ? place : open.size(), replacement);
        }
        active = replacement != null ? replacement : open.isEmpty() ? null : open.get(Math.max(0, Math.min(place, open.size() - 1)));
        return previous;
    }

    /** Takes {@code database} out of the open ones (its neighbour becomes active if it was); false when it was not open. */
    public boolean remove(OpeningDatabase database) {
        int place = open.indexOf(database);
        if (place < 0) {
            return false;
        }
        open.remove(place);
        if (active == database) {
            active = open.isEmpty() ? null : open.get(Math.min(place, open.size() - 1));
        }
        return true;
    }

    /** The folders of the open databases, the active one first. */
    public List<Path> folders() {
        List<Path> folders = new ArrayList<>();
        if (active != null) {
            folders.add(active.folder().toAbsolutePath());
        }
        for (OpeningDatabase database : open) {
            if (database != active) {
                folders.add(database.folder().toAbsolutePath());
            }
        }
        return folders;
    }

    /** Writes {@link #folders()} to {@code file}. */
    public void keep(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path written = file.resolveSibling(file.getFileName() + ".new");
        Files.write(written, folders().stream().map(Path::toString).toList(), StandardCharsets.UTF_8);
        Files.move(written, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** The folders a {@link #keep} wrote, the active one first; none when the file does not exist. */
    public static List<Path> kept(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(line -> !line.isBlank()).map(Path::of).toList();
    }
}
