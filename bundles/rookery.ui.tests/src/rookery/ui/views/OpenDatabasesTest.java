package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.DatabaseFacts;
import rookery.database.ExploreFilter;
import rookery.database.Exploration;
import rookery.database.GameSearch;
import rookery.database.GameSelection;
import rookery.database.GameSort;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.ImportProgress;
import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;
import rookery.ui.actions.GameTransfers;
import rookery.ui.handlers.DatabaseOpener;
import rookery.ui.model.DatabaseNames;
import rookery.ui.model.GameColumn;
import rookery.ui.parts.ExplorerPart;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Answers;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Widgets;
import rookery.ui.testing.Workbench;

/**
 * Several open databases in the workbench: a tab each in the Games part, the Databases part, games
 * copied and moved between them through the list's menu, by drag and drop with the pointer and by
 * Ctrl+C / Ctrl+V, the Clipboard database across a restart, and a delete that asks. The databases
 * live in a Rookery home of the test's own.
 */
class OpenDatabasesTest {
    @TempDir
    Path home;
    private String previousHome;
    private Display display;
    private Shell shell;
    private Session session;
    private Workbench workbench;
    private Path mastersFolder;
    private Path prepFolder;
    private final List<OpeningDatabase> others = new ArrayList<>();

    @BeforeEach
    void start() throws Exception {
        previousHome = System.setProperty("rookery.home", home.toString());
        mastersFolder = RookeryHome.databases().resolve("masters");
        prepFolder = RookeryHome.databases().resolve("prep");
        Path pgn = home.resolve("six.pgn");
        Files.writeString(pgn, TestDatabase.SIX_GAMES, StandardCharsets.UTF_8);
        try (OpeningDatabase masters = OpeningDatabase.open(mastersFolder)) {
            masters.importFiles(List.of(pgn), ImportOptions.defaults().withThreads(1), ImportListener.NONE);
        }
        display = Display.getDefault();
        startWorkbench();
        open(mastersFolder);
        open(prepFolder);
    }

    private void startWorkbench() {
        shell = new Shell(display);
        session = new WorkbenchSession();
        workbench = Workbench.open(shell, session, home.resolve("tables"));
        DatabaseOpener.restore(session, display, database -> { }, message -> {
            throw new AssertionError(message);
        });
        Ui.waitUntil(display, 20_000, "the Clipboard database open", () -> session.openDatabases().find(RookeryHome.clipboardDatabase()) != null);
    }

    private OpeningDatabase open(Path folder) {
        DatabaseOpener.open(session, folder, display, database -> { }, message -> {
            throw new AssertionError(message);
        });
        Ui.waitUntil(display, 20_000, folder + " open", () -> session.openDatabases().find(folder) != null);
        return session.openDatabases().find(folder);
    }

    @AfterEach
    void stop() throws Exception {
        closeWorkbench();
        for (OpeningDatabase other : others) {
            other.close();
        }
        if (previousHome == null) {
            System.clearProperty("rookery.home");
        } else {
            System.setProperty("rookery.home", previousHome);
        }
    }

    private void closeWorkbench() throws Exception {
        if (shell != null && !shell.isDisposed()) {
            shell.dispose();
            Ui.settle(display);
        }
        for (OpeningDatabase database : session.openDatabases().all()) {
            database.close();
        }
    }

    private OpeningDatabase masters() {
        return session.openDatabases().find(mastersFolder);
    }

    private OpeningDatabase prep() {
        return session.openDatabases().find(prepFolder);
    }

    private OpeningDatabase clipboard() {
        return session.openDatabases().find(RookeryHome.clipboardDatabase());
    }

    /** Clicks the database's tab in the Games part with the pointer and waits for its games to be listed. */
    private void pickTab(OpeningDatabase database, long games) throws Exception {
        CTabItem tab = workbench.gameTabs().tab(database);
        assertNotNull(tab, DatabaseNames.of(database) + " has a tab");
        Rectangle bounds = tab.getBounds();
        Ui.pointerClick(workbench.gameTabs().tabs(), bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
        Ui.waitUntil(display, 10_000, DatabaseNames.of(database) + " picked and listed",
                () -> session.database() == database && workbench.games().total() == games && workbench.games().games().size() == games);
    }

    private static long count(OpeningDatabase database) {
        try {
            return database.gameCount();
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
    }

    private void awaitCount(OpeningDatabase database, long games) {
        Ui.waitUntil(display, 30_000, DatabaseNames.of(database) + " holding " + games + " games", () -> count(database) == games);
        Ui.waitUntil(display, 10_000, "the transfer window closed", () -> Arrays.stream(display.getShells())
                .noneMatch(open -> open.getText().equals(GameTransfers.COPY_TITLE) || open.getText().equals(GameTransfers.MOVE_TITLE)));
    }

    /** Chooses {@code target} in the cascade {@code cascade} of the games list's menu, as the user does after a right click. */
    private void chooseInMenu(String cascade, String target) {
        Menu menu = workbench.games().table().getMenu();
        menu.notifyListeners(SWT.Show, new Event());
        MenuItem item = Arrays.stream(menu.getItems()).filter(one -> one.getText().startsWith(cascade)).findFirst().orElseThrow();
        assertTrue(item.isEnabled(), cascade + " is offered");
        List<String> offered = Arrays.stream(item.getMenu().getItems()).map(MenuItem::getText).toList();
        assertFalse(offered.contains(DatabaseNames.of(session.database())), "the list's own database is no target: " + offered);
        MenuItem choice = Arrays.stream(item.getMenu().getItems()).filter(one -> one.getText().equals(target)).findFirst()
                .orElseThrow(() -> new AssertionError(target + " is not among " + offered));
        choice.notifyListeners(SWT.Selection, new Event());
    }

    /** The PGN of the listed games at these rows, as the database keeps them. */
    private String pgnOfRows(int... rows) throws Exception {
        StringBuilder pgn = new StringBuilder();
        for (int row : rows) {
            pgn.append(masters().game(workbench.games().games().get(row).id()).pgn()).append("\n\n");
        }
        return pgn.toString();
    }

    /** The statistics of every move from the position as the explorer counts them, without the ids of top games. */
    private static List<String> statistics(OpeningDatabase database, Position position) throws Exception {
        Exploration exploration = database.explore(position, ExploreFilter.NONE);
        List<String> rows = new ArrayList<>();
        rows.add(exploration.games() + " " + exploration.white() + "/" + exploration.draws() + "/" + exploration.black());
        exploration.moves().forEach(move -> rows.add(move.san() + " " + move.games() + " " + move.white() + "/" + move.draws() + "/"
                + move.black() + " elo " + move.averageElo() + " year " + move.averageYear() + " perf " + move.performance()));
        return rows;
    }

    private static List<Position> positions() {
        Position start = Position.startpos();
        Position e4 = start.copy();
        e4.play(San.parse(e4, "e4"));
        return List.of(start, e4);
    }

    /** The rows of the explorer's table as shown. */
    private List<String> explorerRows() {
        List<String> rows = new ArrayList<>();
        Table table = workbench.explorer().table();
        for (TableItem item : table.getItems()) {
            StringBuilder row = new StringBuilder();
            for (int column = 0; column < table.getColumnCount(); column++) {
                row.append(item.getText(column)).append('|');
            }
            rows.add(row.toString());
        }
        return rows;
    }

    private List<String> explorerRowsOf(OpeningDatabase database) {
        session.pickDatabase(database);
        Ui.waitUntil(display, 10_000, "the explorer of " + DatabaseNames.of(database), () -> workbench.explorer().table().getItemCount() > 0);
        Ui.settle(display);
        return explorerRows();
    }

    /** The text of every label in the window, as read. */
    private static String labels(org.eclipse.swt.widgets.Composite window) {
        StringBuilder text = new StringBuilder();
        for (org.eclipse.swt.widgets.Control child : window.getChildren()) {
            if (child instanceof Label label) {
                text.append(label.getText());
            } else if (child instanceof org.eclipse.swt.widgets.Composite inner) {
                text.append(labels(inner));
            }
        }
        return text.toString();
    }

    @Test
    void copyAndMoveThroughTheMenuEndAsAnImportOfTheSameGames() throws Exception {
        pickTab(masters(), 6);
        assertEquals("Opening Explorer \u00b7 masters", ExplorerPart.title(session.database()));
        workbench.games().table().setSelection(0, 2);
        String copied = pgnOfRows(0, 1, 2);
        String rest = pgnOfRows(3, 4, 5);
        chooseInMenu("Copy to", "prep");
        awaitCount(prep(), 3);
        assertEquals("3 games copied from masters to prep.", workbench.gameTabs().outcome());
        Ui.waitUntil(display, 10_000, "masters listed again", () -> workbench.games().games().size() == 6);
        OpeningDatabase reference = TestDatabase.create(Files.createDirectories(home.resolve("reference")), copied);
        OpeningDatabase restReference = TestDatabase.create(Files.createDirectories(home.resolve("rest")), rest);
        OpeningDatabase six = TestDatabase.create(Files.createDirectories(home.resolve("six")), TestDatabase.SIX_GAMES);
        others.addAll(List.of(reference, restReference, six));
        for (Position position : positions()) {
            assertEquals(statistics(reference, position), statistics(prep(), position), "the copy's statistics are an import's");
            assertEquals(statistics(six, position), statistics(masters(), position), "a copy leaves the source as it was");
        }

        // the rest of masters moved onto the Clipboard: masters keeps the first three, the Clipboard gets the others
        workbench.games().table().setSelection(3, 5);
        chooseInMenu("Move to", DatabaseNames.CLIPBOARD);
        awaitCount(clipboard(), 3);
        awaitCount(masters(), 3);
        assertEquals("3 games moved from masters to Clipboard.", workbench.gameTabs().outcome());
        for (Position position : positions()) {
            assertEquals(statistics(reference, position), statistics(masters(), position), "the source's statistics are an import of the rest");
            assertEquals(statistics(restReference, position), statistics(clipboard(), position), "the moved games' are an import's");
        }

        // the explorer shows the picked database's statistics: the copy's as the reference's
        session.addDatabase(reference);
        List<String> shownForReference = explorerRowsOf(reference);
        session.removeDatabase(reference);
        assertEquals(shownForReference, explorerRowsOf(prep()));

        // every game the list's query matches: all three left in masters, again into prep (each one a duplicate there)
        pickTab(masters(), 3);
        chooseInMenu("Copy All 3 Listed Games to", "prep");
        Ui.waitUntil(display, 30_000, "the copy of all listed games", () -> workbench.gameTabs().outcome().contains("held already"));
        assertEquals("0 games copied from masters to prep (3 games it held already).", workbench.gameTabs().outcome());
        assertEquals(3, count(prep()));
    }

    @Test
    void rowsDraggedWithThePointerOntoAnotherTabOrADatabaseRowAreCopiedThereAndMovedWithShift() throws Exception {
        // the Databases part with two databases of games open (and the Clipboard, and the default database the first start made)
        pickTab(masters(), 6);
        Table table = workbench.games().table();
        table.setSelection(0);
        Rectangle row = table.getItem(0).getBounds(0);
        CTabItem prepTab = workbench.gameTabs().tab(prep());
        Rectangle tab = prepTab.getBounds();
        Ui.dragAndDrop(table, new Point(row.x + 20, row.y + row.height / 2), workbench.gameTabs().tabs(),
                new Point(tab.x + tab.width / 2, tab.y + tab.height / 2));
        awaitCount(prep(), 1);
        assertEquals(6, count(masters()), "a drop copies");
        assertEquals(masters(), session.database(), "the drop leaves the list on masters");
        Ui.waitUntil(display, 10_000, "masters listed again", () -> workbench.games().games().size() == 6);

        // onto prep's row in the Databases part
        Workbench.bringForward(workbench.databases());
        Ui.waitUntil(display, 10_000, "prep listed with its games", () -> workbench.databases().facts(prepFolder) != null
                && workbench.databases().facts(prepFolder).games() == 1);
        table.setSelection(1);
        Rectangle second = table.getItem(1).getBounds(0);
        Table databases = workbench.databases().table();
        Rectangle prepRow = databases.getItem(workbench.databases().row(prepFolder)).getBounds(0);
        Ui.dragAndDrop(table, new Point(second.x + 20, second.y + second.height / 2), databases,
                new Point(prepRow.x + 30, prepRow.y + prepRow.height / 2));
        awaitCount(prep(), 2);
        assertEquals(6, count(masters()));
        Ui.waitUntil(display, 10_000, "the figures of prep in the Databases part",
                () -> workbench.databases().facts(prepFolder) != null && workbench.databases().facts(prepFolder).games() == 2);
        Screenshots.save(shell, "databases-part");

        // with Shift held, a drop moves
        Ui.waitUntil(display, 10_000, "masters listed again", () -> workbench.games().games().size() == 6);
        table.setSelection(2);
        Rectangle third = table.getItem(2).getBounds(0);
        prepRow = databases.getItem(workbench.databases().row(prepFolder)).getBounds(0);
        Ui.dragAndDrop(table, new Point(third.x + 20, third.y + third.height / 2), databases,
                new Point(prepRow.x + 30, prepRow.y + prepRow.height / 2), "shift");
        awaitCount(masters(), 5);
        awaitCount(prep(), 3);
    }

    @Test
    void ctrlCAndCtrlVCopySelectedGamesFromOneListIntoAnother() throws Exception {
        pickTab(masters(), 6);
        Table table = workbench.games().table();
        table.setSelection(0, 1);
        table.setFocus();
        Ui.press(display, 'c', SWT.CTRL);
        Ui.waitUntil(display, 20_000, "the games copied", () -> workbench.gameTabs().outcome().startsWith("2 games copied"));
        pickTab(prep(), 0);
        table.setFocus();
        Ui.press(display, 'v', SWT.CTRL);
        awaitCount(prep(), 2);
        Ui.waitUntil(display, 10_000, "prep's list showing them", () -> workbench.games().total() == 2);
    }

    @Test
    void theClipboardDatabaseAndTheOpenDatabasesComeBackAfterARestartUntilEmptied() throws Exception {
        pickTab(masters(), 6);
        workbench.games().table().setSelection(0, 1);
        chooseInMenu("Copy to", DatabaseNames.CLIPBOARD);
        awaitCount(clipboard(), 2);
        closeWorkbench();

        startWorkbench();
        Ui.waitUntil(display, 20_000, "masters and prep open again", () -> masters() != null && prep() != null);
        assertEquals(2, count(clipboard()));
        assertEquals(6, count(masters()));
        List<String> tabs = Arrays.stream(workbench.gameTabs().tabs().getItems()).map(CTabItem::getText).toList();
        assertTrue(tabs.containsAll(List.of("masters", "prep", DatabaseNames.CLIPBOARD)), tabs.toString());
        assertEquals(masters(), session.database(), "the database picked last is picked again");

        Workbench.bringForward(workbench.databases());
        Answers.answer(display, DatabasesView.EMPTY_TITLE, "Empty", "empty-clipboard-question");
        Widgets.visibleButton(workbench.databases(), "Empty Clipboard...").notifyListeners(SWT.Selection, new Event());
        Ui.waitUntil(display, 20_000, "the Clipboard emptied", () -> clipboard() != null && count(clipboard()) == 0);
        assertEquals("The Clipboard database is empty.", workbench.databases().status());
        assertEquals(masters(), session.database(), "emptying the Clipboard keeps the picked database");
    }

    @Test
    void eachDatabasesListKeepsItsQueryOrderAndSelectionWhileAnotherIsPicked() throws Exception {
        pickTab(masters(), 6);
        GamesView games = workbench.games();
        long whiteWins = masters().games(GameSearch.of(null, "result:1-0", GameSort.ELO), 0, 1).total();
        assertTrue(whiteWins >= 2, "the six games have white wins: " + whiteWins);
        games.query().setText("result:1-0");
        games.query().notifyListeners(SWT.DefaultSelection, new Event());
        Ui.waitUntil(display, 10_000, "masters's white wins", () -> games.total() == whiteWins);
        // twice: White's names from Z to A, since the Elo order of these games is already from A to Z
        games.table().getColumn(GameColumn.WHITE.ordinal()).notifyListeners(SWT.Selection, new Event());
        games.table().getColumn(GameColumn.WHITE.ordinal()).notifyListeners(SWT.Selection, new Event());
        List<String> byWhite = new ArrayList<>();
        Ui.waitUntil(display, 10_000, "sorted by White from Z to A", () -> {
            byWhite.clear();
            for (int row = 0; row < whiteWins; row++) {
                if (games.game(row) == null) {
                    return false;
                }
                byWhite.add(games.game(row).white());
            }
            return byWhite.equals(byWhite.stream().sorted(String.CASE_INSENSITIVE_ORDER.reversed()).toList())
                    && !byWhite.equals(byWhite.stream().sorted(String.CASE_INSENSITIVE_ORDER).toList());
        });
        games.table().setSelection(1);
        long selected = games.selectedGameIds()[0];

        pickTab(prep(), 0);
        assertEquals("", games.query().getText(), "prep's list starts from the defaults");
        assertNull(games.table().getSortColumn(), "no column sorts prep's list");

        pickTab(masters(), whiteWins);
        assertEquals("result:1-0", games.query().getText(), "masters's query again");
        assertEquals(games.table().getColumn(GameColumn.WHITE.ordinal()), games.table().getSortColumn(), "sorted by White again");
        assertEquals(SWT.DOWN, games.table().getSortDirection(), "from Z to A again");
        Ui.waitUntil(display, 10_000, "the game selected before", () -> games.selectedGameIds().length == 1 && games.selectedGameIds()[0] == selected);
        assertEquals(byWhite.get(1), games.game(games.table().getSelectionIndex()).white());
    }

    @Test
    void deletingADatabaseAsksNamingItsSizeAndCancelKeepsIt() throws Exception {
        Workbench.bringForward(workbench.databases());
        DatabasesView databases = workbench.databases();
        Ui.waitUntil(display, 10_000, "masters listed with its games", () -> databases.facts(mastersFolder) != null);
        DatabaseFacts facts = databases.facts(mastersFolder);
        assertEquals(6, facts.games());
        int lastImport = Arrays.stream(databases.table().getColumns()).map(column -> column.getText()).toList().indexOf("Last import");
        assertTrue(lastImport >= 0, "a Last import column");
        assertNotNull(facts.lastImport());
        Ui.waitUntil(display, 10_000, "masters's last import shown",
                () -> !databases.table().getItem(databases.row(mastersFolder)).getText(lastImport).isEmpty());
        databases.table().setSelection(databases.row(mastersFolder));
        AtomicReference<String> asked = new AtomicReference<>();
        for (String answer : List.of("Cancel", "Delete")) {
            display.timerExec(300, new Runnable() {
                @Override
                public void run() {
                    for (Shell open : display.getShells()) {
                        if (open.getText().equals(DatabasesView.DELETE_TITLE) && open.isVisible()) {
                            asked.set(labels(open));
                            Screenshots.save(open, "delete-database-question");
                            Widgets.visibleButton(open, answer).notifyListeners(SWT.Selection, new Event());
                            return;
                        }
                    }
                    display.timerExec(100, this);
                }
            });
            Widgets.visibleButton(databases, "Delete...").notifyListeners(SWT.Selection, new Event());
            Ui.settle(display);
            if (answer.equals("Cancel")) {
                assertTrue(asked.get().contains("Delete the database masters (6 games, "), asked.get());
                assertTrue(asked.get().contains(" on disk) at " + mastersFolder.toAbsolutePath().normalize()), asked.get());
                assertTrue(DatabaseFacts.isDatabase(mastersFolder), "Cancel keeps it");
                assertNotNull(masters());
            }
        }
        Ui.waitUntil(display, 20_000, "masters deleted", () -> !Files.exists(mastersFolder));
        assertNull(masters(), "no longer open");
        Ui.waitUntil(display, 10_000, "masters no longer listed", () -> databases.row(mastersFolder) < 0);
        assertTrue(databases.status().startsWith("masters deleted (6 games, "), databases.status());
    }

    @Test
    void aCopyOntoItselfIsRefusedAndOneIntoADatabaseAnotherWriterHoldsIsReported() throws Exception {
        pickTab(masters(), 6);
        Answers.answer(display, GameTransfers.COPY_TITLE, "OK", "copy-onto-itself");
        GameTransfers.start(shell, session, masters(), masters(), GameSelection.all(), false, text -> { });
        Ui.settle(display);
        assertEquals(6, count(masters()));

        // another writer (a second handle on prep, as another process's import) holds prep's index while the copy runs
        OpeningDatabase otherWriter = OpeningDatabase.open(prepFolder);
        others.add(otherWriter);
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread importing = new Thread(() -> {
            try {
                otherWriter.importFiles(List.of(home.resolve("six.pgn")), ImportOptions.defaults().withThreads(1), new ImportListener() {
                    @Override
                    public void progress(ImportProgress progress) {
                        writing.countDown();
                        try {
                            release.await(30, TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                });
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        importing.start();
        assertTrue(writing.await(20, TimeUnit.SECONDS), "the other writer started");
        AtomicReference<String> outcome = new AtomicReference<>("");
        Answers.answer(display, GameTransfers.COPY_TITLE, "OK", "copy-into-a-database-being-written");
        workbench.games().table().setSelection(0);
        GameTransfers.start(shell, session, masters(), prep(), GameSelection.ids(workbench.games().games().get(0).id()), false, outcome::set);
        Ui.waitUntil(display, 20_000, "the copy reported", () -> !outcome.get().isEmpty());
        assertTrue(outcome.get().startsWith("Nothing was copied: "), outcome.get());
        release.countDown();
        importing.join(30_000);
        assertEquals(6, count(otherWriter), "the other writer's import is whole");
    }
}
