package rookery.database;

import java.nio.file.Path;
import java.util.List;

import rookery.database.eco.EcoTable;

/** The import that {@link CrashSafetyTest} runs in a child JVM and kills: folder, PGN file, batch size. */
public final class ChildImport {

    static final DatabaseSettings SETTINGS = new DatabaseSettings(30, 3);

    private ChildImport() {
    }

    public static void main(String[] args) throws Exception {
        try (OpeningDatabase database = OpeningDatabase.open(Path.of(args[0]), SETTINGS, EcoTable.EMPTY)) {
            ImportSummary summary = database.importFiles(List.of(Path.of(args[1])), new ImportOptions(2, Integer.parseInt(args[2])),
                    ImportListener.NONE);
            System.out.println("imported " + summary.imported() + " in " + summary.batches() + " batches");
        }
    }
}
