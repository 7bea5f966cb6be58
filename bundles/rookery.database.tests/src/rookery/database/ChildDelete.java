package rookery.database;

import java.nio.file.Path;

import rookery.database.eco.EcoTable;

/**
 * The deleting that {@link CrashSafetyTest} runs in a child JVM and kills: every fifth game of an
 * imported database (ids 3, 8, 13, ...) deleted one at a time with {@link OpeningDatabase#deleteGames},
 * as the Games part's Delete does; games deleted by an earlier, killed run are skipped.
 * Arguments: folder.
 */
public final class ChildDelete {

    private ChildDelete() {
    }

    public static void main(String[] args) throws Exception {
        try (OpeningDatabase database = OpeningDatabase.open(Path.of(args[0]), ChildImport.SETTINGS, EcoTable.EMPTY)) {
            long last = database.gameCount() * 5 / 4 + 5;
            for (long id = 3; id <= last; id += 5) {
                database.deleteGames(id);
            }
        }
    }
}
