package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.San;
import rookery.chess.Square;
import rookery.database.OpeningDatabase;
import rookery.database.StoredReview;
import rookery.pgn.Drawing;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.ui.actions.DatabaseSaving;
import rookery.ui.game.AnnotatedGames;
import rookery.ui.game.GameTree;
import rookery.ui.game.MoveNode;
import rookery.ui.model.ExplorerTable;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Workbench;

/**
 * A game played on the board is saved into the open database; the explorer and the games list count
 * it at once, and it opens again with its annotations.
 */
class SaveToDatabaseTest {
    @TempDir
    Path folder;
    private Display display;
    private Shell shell;
    private Session session;
    private Workbench workbench;
    private OpeningDatabase database;
    private final List<String> reports = new ArrayList<>();

    @BeforeEach
    void open() throws Exception {
        database = TestDatabase.create(folder, TestDatabase.SIX_GAMES);
        display = Display.getDefault();
        shell = new Shell(display);
        session = new WorkbenchSession();
        workbench = Workbench.open(shell, session, folder.resolve("tables"));
        session.setDatabase(database);
    }

    @AfterEach
    void close() throws Exception {
        shell.dispose();
        Ui.settle(display);
        database.close();
    }

    private void play(String... sans) {
        for (String san : sans) {
            session.play(San.parse(session.position(), san));
        }
    }

    private ExplorerTable explorerAt(long key) {
        Ui.waitUntil(display, 10_000, "the explorer", () -> workbench.explorer().shownKey() == key && workbench.explorer().shown() != null);
        return workbench.explorer().shown();
    }

    @Test
    void theExplorerCountsTheSavedGameExactlyOnce() {
        play("e4", "c5");
        long key = session.position().key();
        ExplorerTable before = explorerAt(key);
        assertEquals(4, before.total().games());
        int nf3Before = row(before, "Nf3").games();
        play("Nf3", "d6");
        Map<String, String> tags = new LinkedHashMap<>(session.game().tags());
        tags.put("White", "Me");
        tags.put("Black", "My friend");
        tags.put("Result", "1-0");
        session.setTags(tags);
        assertTrue(session.isModified());
        DatabaseSaving.save(display, session, reports::add);
        Ui.waitUntil(display, 20_000, "the save to end", () -> !reports.isEmpty());
        assertEquals(List.of("The game was added to db."), reports);
        assertFalse(session.isModified(), "the saved game has no unsaved edits");
        session.back();
        session.back();
        Ui.waitUntil(display, 10_000, "the new figures", () -> workbench.explorer().shownKey() == key
                && workbench.explorer().shown().total().games() == 5);
        ExplorerTable after = workbench.explorer().shown();
        assertEquals(nf3Before + 1, row(after, "Nf3").games(), "2.Nf3 counts the saved game");
        assertEquals(before.total().white() + 1, after.total().white(), "as a win for White");
        Ui.waitUntil(display, 10_000, "the games list", () -> workbench.games().total() == 5);
        DatabaseSaving.save(display, session, reports::add);
        Ui.waitUntil(display, 20_000, "the second save to end", () -> reports.size() == 2);
        assertEquals("The game is already in db: nothing was added.", reports.get(1));
    }

    @Test
    void anAnalysedGameIsSavedWithItsReviewForTheGamesList() throws Exception {
        String analysed = """
                [White "Reviewed"]
                [Black "Game"]
                [Result "0-1"]

                1. f3 { [%eval -0.3] } e5 { [%eval -0.2] } 2. g4 { [%eval -3.5] } Qh4# 0-1
                """;
        try (PgnReader reader = PgnReader.of(new java.io.ByteArrayInputStream(analysed.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "analysed", PgnOptions.defaults())) {
            session.load(GameTree.fromPgn((PgnGame) reader.next()));
        }
        DatabaseSaving.save(display, session, reports::add);
        Ui.waitUntil(display, 20_000, "the save to end", () -> !reports.isEmpty());
        assertEquals(List.of("The game was added to db."), reports);
        StoredReview review = database.review(database.lastGameId());
        assertEquals(Arrays.asList("-0.30", "-0.30", "-0.20", "-3.50", null), review.evals(), "the start takes the first move's evaluation");
        assertArrayEquals(new int[] {0, 0, 4, 0}, review.nags(), "2.g4?? lets Black mate");
        assertEquals(1, review.white().blunders());
        Ui.waitUntil(display, 10_000, "the accuracy columns", () -> workbench.games().showsReviewColumns());
    }

    @Test
    void aSavedGameOpensAgainWithItsDrawingsGlyphsAndComments() throws Exception {
        play("e4", "e5");
        session.draw(Drawing.arrow(Drawing.Colour.RED, Square.parse("d8"), Square.parse("h4")));
        session.draw(Drawing.circle(Drawing.Colour.GREEN, Square.parse("f7")));
        session.toggleNag(session.current(), 1);
        session.commentBefore(session.current(), "Symmetry");
        session.comment(session.current(), "The classical reply");
        DatabaseSaving.save(display, session, reports::add);
        Ui.waitUntil(display, 20_000, "the save to end", () -> !reports.isEmpty());
        long id = database.lastGameId();
        Path folder = database.folder();
        database.close();
        database = OpeningDatabase.open(folder);

        GameTree opened = GameTree.fromDatabase(database.game(id), database.review(id), folder);
        MoveNode e5 = opened.root().mainChild().mainChild();
        assertEquals(List.of(Drawing.circle(Drawing.Colour.GREEN, Square.parse("f7")),
                Drawing.arrow(Drawing.Colour.RED, Square.parse("d8"), Square.parse("h4"))), e5.drawings(), "circles first, as [%csl] comes first");
        assertArrayEquals(new int[] {1}, e5.nags());
        assertEquals("Symmetry", e5.startingComment());
        assertEquals("The classical reply", e5.comment());
        assertEquals(id, opened.stored().id());

        AnnotatedGames.keep(folder, id, "1. d4 {another game that had this id} *");
        GameTree plain = GameTree.fromDatabase(database.game(id), database.review(id), folder);
        assertEquals(List.of(), plain.root().mainChild().mainChild().drawings(), "annotations of other moves are not taken");
        assertEquals("e5", plain.root().mainChild().mainChild().san());
    }

    private static ExplorerTable.Row row(ExplorerTable table, String san) {
        return table.rows().stream().filter(row -> row.san().equals(san)).findFirst().orElseThrow();
    }
}
