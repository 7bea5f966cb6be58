package rookery.database;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;

import rookery.database.importer.RejectFile;

/**
 * Renames and deletes a closed database: its folder and the reject file beside it
 * ({@link OpeningDatabase#rejectFile()}). Refuses a folder that holds no database, so that a
 * wrong path never deletes anything else.
 */
public final class DatabaseFolders {
    private DatabaseFolders() {
    }

    /** Renames the database's folder to {@code name} in the same parent folder; returns the new folder. */
    public static Path rename(Path folder, String name) throws IOException {
        requireDatabase(folder);
        if (name.isBlank() || name.contains("/") || name.contains("\\") || name.equals(".") || name.equals("..")) {
            throw new IllegalArgumentException("\"" + name + "\" is not a folder name");
        }
        Path renamed = folder.resolveSibling(name.strip());
        if (Files.exists(renamed)) {
            throw new IOException(renamed + " exists already");
        }
        Files.move(folder, renamed);
        Path rejects = RejectFile.of(folder);
        if (Files.exists(rejects)) {
            Files.move(rejects, RejectFile.of(renamed));
        }
        return renamed;
    }

    /**
     * Deletes the database's folder with everything in it, and its reject file. The folder is first
     * renamed aside (at once), so that no one finds a half-deleted database under its name.
     */
    public static void delete(Path folder) throws IOException {
        requireDatabase(folder);
        Path aside = folder.resolveSibling(folder.getFileName() + ".deleting-" + System.nanoTime());
        Files.move(folder, aside, StandardCopyOption.ATOMIC_MOVE);
        Files.walkFileTree(aside, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path directory, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                Files.delete(directory);
                return FileVisitResult.CONTINUE;
            }
        });
        Files.deleteIfExists(RejectFile.of(folder));
    }

    private static void requireDatabase(Path folder) throws IOException {
        if (!DatabaseFacts.isDatabase(folder)) {
            throw new IOException(folder + " holds no Rookery database (no " + Storage.SQLITE_FILE + ")");
        }
    }
}
