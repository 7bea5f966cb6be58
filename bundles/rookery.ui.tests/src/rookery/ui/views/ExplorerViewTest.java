package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Square;
import rookery.ui.board.BoardCanvas;
import rookery.ui.model.ExplorerTable;
import rookery.ui.model.ScoreByYear;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.SessionWindow;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;

/** Moves clicked on the board change the explorer's numbers, computed from a real database built in the test. */
class ExplorerViewTest {
    @TempDir
    Path folder;
    private SessionWindow window;
    private BoardView board;
    private ExplorerView explorer;

    @BeforeEach
    void open() throws Exception {
        window = new SessionWindow(TestDatabase.create(folder, TestDatabase.SIX_GAMES), SWT.HORIZONTAL);
        board = window.add(BoardView::new);
        explorer = window.add(ExplorerView::new);
        window.open(1200, 560);
        awaitExplorer();
    }

    @AfterEach
    void close() throws Exception {
        if (window != null) {
            window.close();
        }
    }

    private void awaitExplorer() {
        long key = window.session().position().key();
        Ui.waitUntil(window.display(), 10_000, "the explorer to show the current position", () -> explorer.shownKey() == key);
    }

    private void clickMove(String from, String to) {
        BoardCanvas canvas = board.board();
        Ui.clickCentre(canvas, canvas.squareBounds(Square.parse(from)));
        Ui.clickCentre(canvas, canvas.squareBounds(Square.parse(to)));
        awaitExplorer();
    }

    private static List<Integer> totals(ExplorerTable table) {
        ExplorerTable.Row total = table.total();
        return List.of(total.games(), total.white(), total.draws(), total.black());
    }

    @Test
    void totalsFollowTheMovesPlayedOnTheBoard() {
        assertEquals(List.of(6, 3, 2, 1), totals(explorer.shown()));
        clickMove("e2", "e4");
        assertEquals(List.of(5, 3, 1, 1), totals(explorer.shown()));
        clickMove("c7", "c5");
        ExplorerTable table = explorer.shown();
        assertEquals(List.of(4, 2, 1, 1), totals(table));
        assertEquals(List.of("Nf3", "Nc3", "c3"), table.rows().stream().map(ExplorerTable.Row::san).toList());
        assertEquals(75.0, table.rows().get(0).score(), 1e-9, "2.Nf3: a win and a draw for White");
        assertTrue(table.rows().get(1).lowSample(), "one game is below the default low-sample threshold");
        assertEquals("4", explorer.table().getItem(table.rows().size()).getText(ExplorerTable.Column.GAMES.ordinal()));
        assertFalse(table.opening().isEmpty(), "1.e4 c5 is classified: " + table.opening());
        Ui.waitUntil(window.display(), 10_000, "the score chart", () -> !explorer.chart().data().isEmpty());
        Screenshots.save(window.shell(), "explorer-after-e4-c5");
    }

    @Test
    void theStartIsNamedAndEveryColumnSaysWhatItShows() {
        assertEquals("Starting position", explorer.openingText());
        for (ExplorerTable.Column column : ExplorerTable.Column.values()) {
            assertEquals(column.tooltip(), explorer.table().getColumn(column.ordinal()).getToolTipText());
        }
        assertTrue(ExplorerTable.Column.SCORE.tooltip().contains("side to move"), "the score's point of view is stated");
    }

    @Test
    void theScoreByYearCoversTheFilteredGamesOfTheSelectedMove() {
        clickMove("e2", "e4");
        clickMove("c7", "c5");
        List<ScoreByYear.Period> since2014 = List.of(new ScoreByYear.Period(2014, 2014, 1, 100.0), new ScoreByYear.Period(2015, 2015, 0, 0),
                new ScoreByYear.Period(2016, 2016, 1, 50.0));
        Ui.waitUntil(window.display(), 10_000, "the score chart of 2.Nf3", () -> explorer.chart().data().periods().equals(since2014));
        explorer.setFilter(0, 0, 2015, 0, "", 0);
        List<ScoreByYear.Period> filtered = List.of(new ScoreByYear.Period(2016, 2016, 1, 50.0));
        Ui.waitUntil(window.display(), 10_000, "the filtered chart", () -> explorer.chart().data().periods().equals(filtered));
        assertEquals(2015, window.session().explorerFilter().fromYear(), "the filter is the session's, for the games list");
    }

    @Test
    void aClickOnAMovePlaysIt() {
        Rectangle first = explorer.table().getItem(0).getBounds(0);
        Ui.mouse(explorer.table(), SWT.MouseUp, first.x + 5, first.y + first.height / 2, 0);
        assertEquals("e4", window.session().current().san());
        awaitExplorer();
        assertEquals(5, explorer.shown().total().games());
    }

    @Test
    void sortingByAColumnReordersTheMoves() {
        clickMove("e2", "e4");
        clickMove("c7", "c5");
        explorer.table().getColumn(ExplorerTable.Column.MOVE.ordinal()).notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertEquals(List.of("Nc3", "Nf3", "c3"), explorer.shown().rows().stream().map(ExplorerTable.Row::san).toList());
    }

    @Test
    void theFilterRestrictsTheGames() {
        explorer.setFilter(0, 0, 2000, 0, "", 0);
        Ui.waitUntil(window.display(), 10_000, "the filtered statistics", () -> explorer.shown() != null && explorer.shown().total().games() == 2);
        explorer.setFilter(0, 0, 0, 0, "Fischer", 1);
        Ui.waitUntil(window.display(), 10_000, "Fischer's games as White", () -> explorer.shown() != null && explorer.shown().total().games() == 1);
    }

    @Test
    void theBookColumnShowsTheChosenBooksSharesAndTheirMovesNoGamePlayed() throws Exception {
        rookery.chess.Position start = rookery.chess.Position.startpos();
        Path book = folder.resolve("white.bin");
        rookery.chess.book.PolyglotBookBuilder.write(java.util.stream.Stream.of(
                new rookery.chess.book.PolyglotEntry(start.key(), rookery.chess.book.PolyglotMoves.fromMove(rookery.chess.Uci.parse(start, "e2e4")), 3, 0),
                new rookery.chess.book.PolyglotEntry(start.key(), rookery.chess.book.PolyglotMoves.fromMove(rookery.chess.Uci.parse(start, "b2b3")), 1, 0))
                .sorted(rookery.chess.book.PolyglotBookBuilder.BOOK_ORDER).toList(), book);
        org.eclipse.swt.widgets.TableColumn column = explorer.table().getColumn(ExplorerTable.Column.BOOK.ordinal());
        assertEquals(0, column.getWidth(), "no book chosen: no Book column");
        window.session().setPreferences(window.session().preferences().withBooks(List.of(book, folder.resolve("missing.bin"))));
        Ui.waitUntil(window.display(), 10_000, "the book's moves", () -> explorer.shown() != null && explorer.shown().rows().size() == 3);
        assertTrue(column.getWidth() > 0);
        ExplorerTable table = explorer.shown();
        assertEquals("75.0%", row(table, "e4").text(ExplorerTable.Column.BOOK));
        assertEquals("", row(table, "d4").text(ExplorerTable.Column.BOOK), "a move no book has");
        ExplorerTable.Row b3 = row(table, "b3");
        assertEquals("25.0%", b3.text(ExplorerTable.Column.BOOK));
        assertEquals(0, b3.games(), "a book move no game of the database played");
        assertEquals(List.of(6, 3, 2, 1), totals(table), "the book adds no games");
        assertTrue(window.session().books().problems().get(0).contains("missing.bin"), window.session().books().problems().toString());
        Ui.settle(window.display());
        Screenshots.save(window.shell(), "explorer-book-column");
        window.session().setPreferences(window.session().preferences().withBooks(List.of()));
        Ui.waitUntil(window.display(), 10_000, "the database's moves only", () -> explorer.shown().rows().size() == 2 && column.getWidth() == 0);
    }

    private static ExplorerTable.Row row(ExplorerTable table, String san) {
        return table.rows().stream().filter(row -> row.san().equals(san)).findFirst().orElseThrow(() -> new AssertionError(san + " in " + table.rows()));
    }
}
