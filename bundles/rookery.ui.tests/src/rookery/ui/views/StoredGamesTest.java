package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.ExploreFilter;
import rookery.database.OpeningDatabase;
import rookery.ui.actions.DatabaseSaving;
import rookery.ui.actions.GameDeleting;
import rookery.ui.actions.ReplaceOrAdd;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.game.MoveNode;
import rookery.ui.game.StoredGame;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Answers;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;

/**
 * Games deleted from the Games part after its question, and a game opened from the database,
 * edited and saved in its place: the list, the explorer and the stored game, on a real database.
 */
class StoredGamesTest {
    @TempDir
    Path folder;
    private Display display;
    private Shell shell;
    private Session session;
    private GamesView games;
    private ExplorerView explorer;
    private OpeningDatabase database;
    /** The explorer's count of the start position: the decided games. */
    private int counted;

    @BeforeEach
    void open() throws Exception {
        database = TestDatabase.create(folder, TestDatabase.SIX_GAMES);
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout(SWT.VERTICAL));
        session = new WorkbenchSession();
        games = new GamesView(shell, session);
        explorer = new ExplorerView(shell, session);
        session.addListener(games);
        session.addListener(explorer);
        session.setDatabase(database);
        shell.setSize(1000, 700);
        shell.open();
        counted = database.explore(Position.startpos(), ExploreFilter.NONE).games();
        awaitTotals(6, counted);
    }

    @AfterEach
    void close() throws Exception {
        for (Shell open : display.getShells()) {
            open.dispose();
        }
        database.close();
    }

    private void awaitTotals(long listed, int explored) {
        Ui.waitUntil(display, 10_000, listed + " games listed and " + explored + " counted by the explorer",
                () -> games.total() == listed && explorer.shown() != null && explorer.shown().total().games() == explored);
    }

    private int row(String white) {
        for (int i = 0; i < games.games().size(); i++) {
            if (games.games().get(i).white().startsWith(white)) {
                return i;
            }
        }
        throw new AssertionError("no game of " + white + " listed");
    }

    @Test
    void aGameDeletedAfterTheQuestionLeavesTheListAndTheExplorerOneGameShort() throws Exception {
        games.table().setSelection(row("Anand"));
        Answers.answer(display, GameDeleting.TITLE, "Cancel", "delete-question");
        games.deleteSelected();
        Ui.settle(display);
        assertEquals(6, database.gameCount(), "Cancel deletes nothing");

        long anand = games.games().get(row("Anand")).id();
        games.table().setSelection(row("Anand"));
        Answers.answer(display, GameDeleting.TITLE, "Delete", "delete-question");
        games.deleteSelected();
        awaitTotals(5, counted - 1);
        assertNull(database.game(anand));
    }

    @Test
    void anOpenedGameEditedAndSavedInItsPlaceKeepsTheCountsAndStoresTheNewMoves() throws Exception {
        int fischer = row("Fischer");
        long stored = games.games().get(fischer).id();
        int plies = database.game(stored).moves().length;
        games.table().setSelection(fischer);
        games.table().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(display, 10_000, "the game to open", () -> session.game().tag("White").startsWith("Fischer"));
        assertEquals(new StoredGame(database.folder(), stored), session.game().stored());
        session.toEnd();
        MoveNode last = session.current();
        session.delete(last);

        Answers.answer(display, ReplaceOrAdd.TITLE, "Replace", "replace-question");
        StoredGame choice = ReplaceOrAdd.ask(shell, session.game().stored()) == ReplaceOrAdd.Choice.REPLACE ? session.game().stored() : null;
        String[] outcome = {null};
        DatabaseSaving.save(display, session, choice, message -> outcome[0] = message);
        Ui.waitUntil(display, 10_000, "the game to be saved", () -> outcome[0] != null);
        assertEquals("The game replaced game " + stored + " in " + database.folder().getFileName() + ".", outcome[0]);
        session.toStart();
        awaitTotals(6, counted);
        assertNull(database.game(stored), "the old game is gone");
        long replacement = session.game().stored().id();
        assertNotEquals(stored, replacement);
        assertEquals(plies - 1, database.game(replacement).moves().length, "the stored game has the edited moves");
    }

    /** Issue 33, defect 10: Save... in the unsaved-changes question saves a game opened from the database there, not to a PGN file. */
    @Test
    void saveInTheUnsavedChangesQuestionSavesAGameOpenedFromTheDatabaseToTheDatabase() throws Exception {
        int fischer = row("Fischer");
        games.table().setSelection(fischer);
        games.table().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(display, 10_000, "the game to open", () -> session.game().tag("White").startsWith("Fischer"));
        session.toEnd();
        session.delete(session.current());
        assertTrue(session.isModified());

        Answers.answer(display, UnsavedChanges.TITLE, "Save...", "unsaved-save-question");
        Answers.answer(display, ReplaceOrAdd.TITLE, "Add as New", "unsaved-add-as-new");
        assertTrue(UnsavedChanges.allow(shell, session, "open another game"), "saved, so the next game may open");
        assertFalse(session.isModified());
        assertEquals(7, database.gameCount(), "added to the database as a new game");
        session.toStart();
        awaitTotals(7, counted + 1);
    }
}
