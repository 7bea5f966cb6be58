package rookery.database;

import java.nio.file.Path;
import java.util.stream.LongStream;

import rookery.database.eco.EcoTable;

/**
 * The moving that {@link CrashSafetyTest} runs in a child JVM and kills: the games of an imported
 * database moved, sixty ids at a time, into the database {@link #target} beside it with
 * {@link OpeningDatabase#moveGames}, as the Games part's Move to does. Games an earlier, killed run
 * moved are gone from the source (or are found in the target, and deleted then). Arguments: folder.
 */
public final class ChildMove {

    static final int BATCH_GAMES = 40;
    private static final int IDS_A_MOVE = 60;

    private ChildMove() {
    }

    static Path target(Path source) {
        return source.resolveSibling(source.getFileName() + "-target");
    }

    public static void main(String[] args) throws Exception {
        Path source = Path.of(args[0]);
        try (OpeningDatabase from = OpeningDatabase.open(source, ChildImport.SETTINGS, EcoTable.EMPTY);
                OpeningDatabase to = OpeningDatabase.open(target(source), ChildImport.SETTINGS, EcoTable.EMPTY)) {
            long last = from.lastGameId();
            for (long first = 1; first <= last; first += IDS_A_MOVE) {
                long[] ids = LongStream.range(first, Math.min(last + 1, first + IDS_A_MOVE)).toArray();
                from.moveGames(to, GameSelection.ids(ids), new ImportOptions(2, BATCH_GAMES), ImportListener.NONE);
            }
        }
    }
}
