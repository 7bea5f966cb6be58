package rookery.ui.actions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 33, defect 10: a chooser starts in the folder last used, else in the user's home, never the product's folder. */
class ChoosersTest {
    @TempDir
    Path folder;

    @Test
    void theNextChooserStartsWhereTheLastChoiceWasOrInTheHome() throws Exception {
        Path games = Files.createDirectories(folder.resolve("games"));
        Choosers.used(games.resolve("twic1500.pgn"));
        assertEquals(games, Choosers.startFolder());
        Choosers.used(folder.resolve("gone").resolve("file.pgn"));
        assertEquals(Path.of(System.getProperty("user.home")), Choosers.startFolder(), "a folder no longer there: the home");
    }
}
