package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableColumn;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.chess.Fen;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Variant;
import rookery.database.ExploreFilter;
import rookery.database.GameHeader;
import rookery.database.GameSearch;
import rookery.database.SideFigures;
import rookery.database.StoredReview;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.game.GameTree;
import rookery.ui.game.MainLineEvals;
import rookery.ui.model.GameColumn;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.SessionWindow;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;

/**
 * The games list follows the position, the query and the explorer's filter; headers sort all the games in the
 * database; a double click opens a game in the notation and on the board.
 */
class GamesViewTest {
    @TempDir
    Path folder;
    private SessionWindow window;
    private GamesView games;
    private NotationView notation;

    @BeforeEach
    void open() throws Exception {
        window = new SessionWindow(TestDatabase.create(folder, TestDatabase.SIX_GAMES), SWT.VERTICAL);
        games = window.add(GamesView::new);
        notation = window.add(NotationView::new);
        window.open(1000, 500);
        awaitTotal(6);
    }

    @AfterEach
    void close() throws Exception {
        if (window != null) {
            window.close();
        }
    }

    private void awaitTotal(long total) {
        Ui.waitUntil(window.display(), 10_000, total + " games listed", () -> games.total() == total && games.games().size() == total);
    }

    private void play(String san) {
        window.session().play(San.parse(window.session().position(), san));
    }

    @Test
    void listsTheGamesReachingThePositionOrMatchingTheQuery() {
        play("e4");
        play("c5");
        awaitTotal(4);
        assertEquals("4 games", games.countText());
        games.followPosition().setSelection(false);
        games.query().setText("white:fischer");
        games.query().notifyListeners(SWT.DefaultSelection, new Event());
        awaitTotal(1);
        assertEquals("Fischer, R", games.table().getItem(0).getText(0));
    }

    @Test
    void aQueryThatDoesNotParseIsExplainedOnALineOfItsOwnAndTheToolbarKeepsItsLayout() {
        Ui.settle(window.display());
        int fieldWidth = games.query().getSize().x;
        games.query().setText("elo:[27 TO");
        games.query().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(window.display(), 10_000, "the problem shown", () -> !games.problem().isEmpty());
        assertEquals("The search did not run. Column 5: the range is not closed; write it as [low TO high], with * for no bound",
                games.problem());
        assertEquals("0 games", games.countText());
        Ui.settle(window.display());
        assertEquals(fieldWidth, games.query().getSize().x, "the search field keeps its width");
        games.query().setText("elo:[2700 TO *]");
        games.query().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(window.display(), 10_000, "the problem gone", () -> games.problem().isEmpty());
    }

    @Test
    void everyHeaderSortsAllTheGamesInTheDatabaseBothWays() throws Exception {
        for (GameColumn column : GameColumn.values()) {
            TableColumn header = games.table().getColumn(column.ordinal());
            assertTrue(header.getToolTipText().startsWith(column.tooltip().substring(0, 10)), column + " has a tooltip");
            for (boolean descending : new boolean[] {column.sort().descendingFirst(), !column.sort().descendingFirst()}) {
                header.notifyListeners(SWT.Selection, new Event());
                List<Long> expected = window.database().games(new GameSearch(Position.startpos(), "", ExploreFilter.NONE, column.sort(), descending),
                        0, 100).games().stream().map(GameHeader::id).toList();
                Ui.waitUntil(window.display(), 10_000, column + " sorted", () -> ids().equals(expected));
                assertEquals(descending ? SWT.DOWN : SWT.UP, games.table().getSortDirection());
            }
        }
        GameColumn date = GameColumn.DATE;
        games.sortBy(date);
        Ui.waitUntil(window.display(), 10_000, "newest first", () -> "2016.03.11".equals(games.games().get(0).date()));
        org.eclipse.swt.widgets.Combo order = rookery.ui.testing.Widgets.first(games, org.eclipse.swt.widgets.Combo.class);
        assertEquals("By " + date.title(), order.getText(), "the order chooser names the column sorting the list (issue 33, defect 15)");
        games.sortBy(date);
        Ui.waitUntil(window.display(), 10_000, "oldest first", () -> "1960.03.15".equals(games.games().get(0).date()));
    }

    private List<Long> ids() {
        return games.games().stream().map(GameHeader::id).toList();
    }

    @Test
    void theListEmptyingWhileARowIsSelectedIsNoError() {
        // A click through the window system, as a person's: GTK puts its cursor on the row, and
        // emptying the list then asked the row's data while it was being removed (defect 1).
        // Fewer rows shown than listed: GTK has laid out only the rows shown.
        window.shell().setSize(1000, 300);
        window.shell().forceActive();
        Ui.settle(window.display());
        clickRow(0);
        assertEquals(0, games.table().getSelectionIndex(), "the click selected the row");
        window.session().load(GameTree.of(Fen.parse("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"), Variant.STANDARD));
        awaitTotal(0);
        assertEquals(0, games.table().getItemCount());
        window.session().load(GameTree.standard());
        awaitTotal(6);
        clickRow(1);
        play("d4");
        awaitTotal(1);
        assertEquals("Botvinnik, M", games.table().getItem(0).getText(0));
    }

    private void clickRow(int row) {
        Rectangle bounds = games.table().getItem(row).getBounds();
        Ui.systemClick(games.table(), bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
    }

    @Test
    void withTheExplorersFilterTheListHoldsTheGamesTheExplorerCountsAndSaysSo() throws Exception {
        play("e4");
        play("c5");
        awaitTotal(4);
        ExploreFilter strong = ExploreFilter.NONE.withElo(2760, 0);
        window.session().setExplorerFilter(strong);
        long counted = window.database().explore(window.session().position(), strong).games();
        assertEquals(3, counted, "Anand-Carlsen, Kasparov-Karpov and Caruana-Nakamura average 2760 or more");
        awaitTotal(counted);
        assertEquals("As the Opening Explorer: average Elo 2760–", games.filterNote());
        window.session().setExplorerFilter(ExploreFilter.NONE.withPlayer("karpov", Color.BLACK).withYears(1980, 1995));
        awaitTotal(1);
        assertEquals("Kasparov, G", games.table().getItem(0).getText(0));
        assertEquals("As the Opening Explorer: years 1980–1995, karpov as Black", games.filterNote());
        games.followPosition().setSelection(false);
        games.followPosition().notifyListeners(SWT.Selection, new Event());
        awaitTotal(6);
        assertEquals("", games.filterNote(), "the whole database is not filtered");
    }

    @Test
    void openingAGameOverUnsavedEditsAsksFirst() {
        play("d4");
        awaitTotal(1);
        window.session().comment(window.session().current(), "my own analysis");
        assertTrue(window.session().isModified());
        awaitTotal(1);
        games.table().select(0);
        answerUnsavedChanges("Cancel");
        games.table().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.settle(window.display());
        assertEquals("my own analysis", window.session().current().comment(), "cancel keeps the edited game");
        answerUnsavedChanges("&Discard changes");
        games.table().select(0);
        games.table().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(window.display(), 10_000, "the game to open", () -> window.session().game().tag("White").startsWith("Botvinnik"));
        assertFalse(window.session().isModified(), "the opened game has no edits");
    }

    /** Clicks the button of the unsaved-changes question once it is open. */
    private void answerUnsavedChanges(String button) {
        window.display().timerExec(300, new Runnable() {
            @Override
            public void run() {
                for (Shell open : window.display().getShells()) {
                    if (UnsavedChanges.TITLE.equals(open.getText())) {
                        Screenshots.save(open, "unsaved-changes");
                        for (Control child : open.getChildren()) {
                            if (child instanceof Button pressed && pressed.getText().equals(button)) {
                                pressed.notifyListeners(SWT.Selection, new Event());
                                return;
                            }
                        }
                    }
                }
                window.display().timerExec(100, this);
            }
        });
    }

    @Test
    void aDoubleClickOpensTheGameAtTheCurrentPosition() {
        play("e4");
        play("c5");
        awaitTotal(4);
        int kasparov = -1;
        for (int i = 0; i < games.games().size(); i++) {
            if (games.games().get(i).white().startsWith("Kasparov")) {
                kasparov = i;
            }
        }
        games.table().select(kasparov);
        window.session().markSaved();
        games.table().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(window.display(), 10_000, "the game to open", () -> window.session().game().tag("White").startsWith("Kasparov"));
        assertEquals("c5", window.session().current().san(), "opened where the list was following");
        assertEquals("1. e4 c5 2. Nc3 0-1", notation.text().getText());
        assertEquals("Kasparov, G (2800) \u2013 Karpov, A (2750) \u00b7 Test B 1990 \u00b7 0-1", notation.header());
        assertTrue(window.session().current().isMainLine());
        Ui.settle(window.display());
        Screenshots.save(window.shell(), "games-opened");
    }

    @Test
    void storedReviewsShowAsAccuracyColumnsAndComeWithTheOpenedGame() throws Exception {
        assertFalse(games.showsReviewColumns(), "no game has a review yet");
        GameHeader kasparov = window.database().games(GameSearch.of(null, "white:kasparov", rookery.database.GameSort.DATE), 0, 1).games().get(0);
        int plies = kasparov.plies();
        List<String> evals = new java.util.ArrayList<>();
        int[] nags = new int[plies];
        for (int ply = 0; ply <= plies; ply++) {
            evals.add(String.format(java.util.Locale.ROOT, "%.2f", ply == plies ? -3.5 : 0.25));
        }
        nags[plies - 1] = 4;
        window.database().storeReview(kasparov.id(), new StoredReview("Rookery, depth 12 a position", new SideFigures(0, 0, 1, 120.0, 61.25),
                new SideFigures(0, 0, 0, 5.0, 97.0), evals, nags));
        games.followPosition().setSelection(false);
        games.query().setText("white:kasparov");
        games.query().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(window.display(), 10_000, "the accuracy columns", games::showsReviewColumns);
        int row = ids().indexOf(kasparov.id());
        Ui.waitUntil(window.display(), 10_000, "the accuracies", () -> "61.3".equals(games.table().getItem(row).getText(GameColumn.WHITE_ACCURACY.ordinal()))
                && "97.0".equals(games.table().getItem(row).getText(GameColumn.BLACK_ACCURACY.ordinal())));
        Ui.settle(window.display());
        Screenshots.save(window.shell(), "games-accuracy-columns");

        games.table().select(row);
        window.session().markSaved();
        games.table().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(window.display(), 10_000, "the game to open", () -> window.session().game().stored() != null
                && window.session().game().stored().id() == kasparov.id());
        MainLineEvals opened = MainLineEvals.of(window.session().game());
        assertTrue(opened.complete(), "every move has its stored evaluation");
        assertEquals(-350, opened.at(plies).value());
        assertArrayEquals(new int[] {4}, opened.nodes().get(plies).nags(), "the blunder's glyph");
        assertEquals(1, opened.review().white().blunders());
        assertFalse(window.session().isModified(), "opening a reviewed game changes nothing");

        games.query().setText("");
        games.query().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(window.display(), 10_000, "the other games' page", () -> games.total() == 6);
        games.sortBy(GameColumn.WHITE_ACCURACY);
        Ui.waitUntil(window.display(), 10_000, "the reviewed game first", () -> ids().get(0) == kasparov.id());
        window.database().deleteGames(kasparov.id());
        games.query().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(window.display(), 10_000, "no review left to show", () -> games.total() == 5 && !games.showsReviewColumns());
    }
}
