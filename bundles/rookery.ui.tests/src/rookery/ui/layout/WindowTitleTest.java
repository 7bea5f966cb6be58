package rookery.ui.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rookery.ui.game.GameTree;

/** The window's title names the game and the database, marked while unsaved; the Window menu's mnemonics are distinct. */
class WindowTitleTest {
    @Test
    void aNewGameWithoutADatabaseIsNamedAsSuch() {
        assertEquals("New game \u2014 Rookery", WindowTitle.of(GameTree.standard(), false, null, null));
    }

    @Test
    void aGameIsNamedByItsPlayersAndTheDatabaseByItsFolderWithAnAsteriskWhileUnsaved() {
        GameTree game = GameTree.standard();
        Map<String, String> tags = new LinkedHashMap<>(game.tags());
        tags.put("White", "Carlsen, Magnus");
        tags.put("Black", "?");
        game.replaceTags(tags);
        assertEquals("*Carlsen, Magnus \u2013 ? \u2014 masters \u2014 Rookery",
                WindowTitle.of(game, true, Path.of("/data/masters"), null));
    }

    @Test
    void aListedPgnFileIsNamedAfterTheDatabase() {
        assertEquals("New game \u2014 masters \u2014 twic1500.pgn \u2014 Rookery",
                WindowTitle.of(GameTree.standard(), false, Path.of("/data/masters"), Path.of("/downloads/twic1500.pgn")));
    }

    @Test
    void eachPartGetsTheFirstLetterOfItsLabelNotYetTaken() {
        Set<Character> used = new HashSet<>(Set.of('r'));
        assertEquals("&Board", PartsMenu.withMnemonic("Board", used));
        assertEquals("&Engine", PartsMenu.withMnemonic("Engine", used));
        assertEquals("E&ndgame", PartsMenu.withMnemonic("Endgame", used));
        assertEquals("&Games", PartsMenu.withMnemonic("Games", used));
        assertEquals("Re&pertoire", PartsMenu.withMnemonic("Repertoire", used));
        assertEquals("B", PartsMenu.withMnemonic("B", used));
    }
}
