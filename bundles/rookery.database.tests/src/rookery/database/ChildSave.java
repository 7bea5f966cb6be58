package rookery.database;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import rookery.database.eco.EcoTable;

/**
 * The saving that {@link CrashSafetyTest} runs in a child JVM and kills: the first N games of a PGN
 * file saved one at a time with {@link OpeningDatabase#addGame}, as Game > Save to Database does.
 * Arguments: folder, PGN file, N.
 */
public final class ChildSave {

    private ChildSave() {
    }

    public static void main(String[] args) throws Exception {
        List<String> games = gameTexts(Path.of(args[1])).subList(0, Integer.parseInt(args[2]));
        try (OpeningDatabase database = OpeningDatabase.open(Path.of(args[0]), ChildImport.SETTINGS, EcoTable.EMPTY)) {
            for (String game : games) {
                database.addGame(game);
            }
        }
    }

    /** The text of each of the file's games, in order (a game starts at its Event tag). */
    static List<String> gameTexts(Path pgn) throws Exception {
        String[] games = Files.readString(pgn, StandardCharsets.UTF_8).split("(?m)^(?=\\[Event )");
        return Arrays.stream(games).filter(game -> !game.isBlank()).toList();
    }
}
