package rookery.database;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import rookery.database.eco.EcoTable;

/**
 * An import that {@link AnotherProcessTest} runs in a child JVM: folder, PGN file, batch size.
 * At its first progress report it creates {@code <folder>.started} and waits (holding the
 * database's writer) until {@code <folder>.release} exists, then finishes the import.
 */
public final class ChildHeldImport {

    private ChildHeldImport() {
    }

    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        Path started = started(folder);
        Path release = release(folder);
        try (OpeningDatabase database = OpeningDatabase.open(folder, ChildImport.SETTINGS, EcoTable.EMPTY)) {
            database.importFiles(List.of(Path.of(args[1])), new ImportOptions(2, Integer.parseInt(args[2])), new ImportListener() {
                @Override
                public void progress(ImportProgress progress) {
                    if (Files.exists(started)) {
                        return;
                    }
                    try {
                        Files.createFile(started);
                        long deadline = System.nanoTime() + 120_000_000_000L;
                        while (!Files.exists(release) && System.nanoTime() < deadline) {
                            Thread.sleep(20);
                        }
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                }
            });
        }
    }

    static Path started(Path folder) {
        return folder.resolveSibling(folder.getFileName() + ".started");
    }

    static Path release(Path folder) {
        return folder.resolveSibling(folder.getFileName() + ".release");
    }
}
