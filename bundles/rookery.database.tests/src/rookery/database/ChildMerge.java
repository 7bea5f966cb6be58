package rookery.database;

import java.nio.file.Path;
import java.util.Set;

import rookery.database.eco.EcoTable;
import rookery.database.maintenance.NameKind;

/**
 * The merging of name spellings that {@link CrashSafetyTest} runs in a child JVM and kills: the
 * world championship games' players' names respelled by {@link #RESPELLED} merged back into their
 * spelling with {@link OpeningDatabase#mergeNames}. Arguments: folder.
 */
public final class ChildMerge {

    /** Each player's name as the file spells it, and the spelling the database to merge has instead in some games. */
    static final String[][] RESPELLED = {{"Kasparov, Gary", "Garry Kasparov"}, {"Karpov, Anatoly", "KARPOV, A."},
        {"Botvinnik, Mikhail", "Botvinnik, M"}};

    private ChildMerge() {
    }

    public static void main(String[] args) throws Exception {
        try (OpeningDatabase database = OpeningDatabase.open(Path.of(args[0]), ChildImport.SETTINGS, EcoTable.EMPTY)) {
            for (String[] names : RESPELLED) {
                database.mergeNames(NameKind.PLAYER, names[0], Set.of(names[1]), new ImportOptions(2, ChildMove.BATCH_GAMES),
                        ImportListener.NONE);
            }
        }
    }

    /** The game's text with every other game's player names respelled ({@code index}: the game's place in the file). */
    static String respelled(String text, int index) {
        if (index % 2 == 0) {
            return text;
        }
        String respelled = text;
        for (String[] names : RESPELLED) {
            respelled = respelled.replace("\"" + names[0] + "\"", "\"" + names[1] + "\"");
        }
        return respelled;
    }
}
