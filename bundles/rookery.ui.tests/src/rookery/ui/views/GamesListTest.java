package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.database.PlayerDossier;
import rookery.ui.dialogs.PlayerDossierWindow;
import rookery.ui.dialogs.SearchFormDialog;
import rookery.ui.model.GameColumn;
import rookery.ui.session.Session;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Widgets;

/**
 * The games list without pages on 200,000 generated games (imported once for the class): scrolled
 * to the last game and opened, sorted over all of them, its columns chosen on the header, the
 * search form's queries, and a player's dossier, each against what the test counts in the games
 * it wrote.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GamesListTest {
    private static final int GAMES = 200_000;
    private static final String[][] LINES = {{"e4", "c5", "Nf3", "d6"}, {"d4", "Nf6", "c4", "e6", "Nc3"}, {"e4", "e5", "Nf3", "Nc6", "Bb5"},
        {"c4", "e5"}, {"Nf3", "d5", "g3"}, {"d4", "d5", "c4", "c6", "Nf3", "Nf6"}};
    private static final String[] RESULTS = {"1-0", "1/2-1/2", "0-1"};

    @TempDir
    static Path folder;
    private OpeningDatabase database;
    private Display display;
    private Shell shell;
    private Session session;
    private GamesView games;

    /** One generated game: everything the test needs to count with, numbered in import order from 0. */
    private record Made(int number, String white, String black, int whiteElo, int blackElo, int year, String date, String result, String event,
            String site, String round, String eco, String timeControl, String[] moves) {
    }

    /** The generated games' time controls, shortest first (null: no tag). */
    private static final String[] TIME_CONTROLS = {"60+0", "180+2", "600+5", "5400+30", null};

    private static Made made(int i) {
        int year = 1950 + i % 71;
        return new Made(i, "Player" + i % 997 + ", A", "Player" + i * 7 % 991 + ", B", 1800 + i * 13 % 1000, 1800 + i * 29 % 1000, year,
                String.format(Locale.ROOT, "%d.%02d.%02d", year, 1 + i % 12, 1 + i % 28), RESULTS[i * 5 % 3 == 0 ? i % 3 : (i / 3) % 3],
                "Event " + i % 50, "Site " + i % 30, Integer.toString(1 + i % 13), String.format(Locale.ROOT, "%c%02d", 'A' + i % 5, i % 100),
                TIME_CONTROLS[i % TIME_CONTROLS.length], LINES[i % LINES.length]);
    }

    private final List<Made> all = IntStream.range(0, GAMES).mapToObj(GamesListTest::made).toList();

    @BeforeAll
    void importGames() throws Exception {
        Path pgn = folder.resolve("generated.pgn");
        try (BufferedWriter out = Files.newBufferedWriter(pgn, StandardCharsets.UTF_8)) {
            for (Made game : all) {
                out.write("[Event \"" + game.event() + "\"]\n[Site \"" + game.site() + "\"]\n[Date \"" + game.date() + "\"]\n[Round \""
                        + game.round() + "\"]\n[White \"" + game.white() + "\"]\n[Black \"" + game.black() + "\"]\n[Result \"" + game.result()
                        + "\"]\n[WhiteElo \"" + game.whiteElo() + "\"]\n[BlackElo \"" + game.blackElo() + "\"]\n[ECO \"" + game.eco() + "\"]\n"
                        + (game.timeControl() == null ? "" : "[TimeControl \"" + game.timeControl() + "\"]\n") + "\n");
                StringBuilder moves = new StringBuilder();
                for (int ply = 0; ply < game.moves().length; ply++) {
                    moves.append(ply % 2 == 0 ? (ply / 2 + 1) + ". " : "").append(game.moves()[ply]).append(' ');
                }
                out.write(moves + game.result() + "\n\n");
            }
        }
        database = OpeningDatabase.open(folder.resolve("db"));
        database.importFiles(List.of(pgn), ImportOptions.defaults().withThreads(2), ImportListener.NONE);
        assertEquals(GAMES, database.gameCount(), "every generated game stored");
    }

    @AfterAll
    void closeDatabase() throws Exception {
        if (database != null) {
            database.close();
        }
    }

    @BeforeEach
    void open() {
        GamesWindow window = GamesWindow.open(1300, 600);
        display = window.display();
        shell = window.shell();
        session = window.session();
        games = window.games();
        games.followPosition().setSelection(false);
        session.setDatabase(database);
        Ui.waitUntil(display, 60_000, "every game listed", () -> games.total() == GAMES && games.game(0) != null);
    }

    @AfterEach
    void close() {
        for (Shell open : display.getShells()) {
            open.dispose();
        }
    }

    @Test
    void theLastOfAllGamesIsScrolledToAndOpened() {
        assertEquals(GAMES, games.table().getItemCount(), "one row per game, no pages");
        assertEquals("200,000 games", games.countText());
        // Highest average Elo first, ties in import order: the test's own order of its games.
        List<Made> byElo = all.stream().sorted(Comparator.comparingInt((Made game) -> (game.whiteElo() + game.blackElo()) / 2).reversed()
                .thenComparingInt(Made::number)).toList();
        int last = GAMES - 1;
        games.table().setFocus();
        Ui.press(display, SWT.END);
        Ui.waitUntil(display, 20_000, "the last row read and shown", () -> games.game(last) != null
                && games.table().getItem(last).getText(GameColumn.WHITE.ordinal()).equals(byElo.get(last).white()));
        TableItem lastItem = games.table().getItem(last);
        Made expected = byElo.get(last);
        assertEquals(expected.black(), lastItem.getText(GameColumn.BLACK.ordinal()));
        assertEquals(expected.date(), lastItem.getText(GameColumn.DATE.ordinal()));
        assertEquals(last, games.table().getSelectionIndex(), "End selects the last row");
        Ui.press(display, SWT.CR);
        Ui.waitUntil(display, 10_000, "the last game opened", () -> session.game() != null && expected.white().equals(session.game().tag("White"))
                && expected.date().equals(session.game().tag("Date")));
        assertEquals(expected.black(), session.game().tag("Black"));
        assertEquals(games.selectedGameIds().length, 1);
    }

    @Test
    void aHeaderClickSortsAllGamesAndTheHeaderChoosesTheColumns() {
        games.table().getColumn(GameColumn.WHITE_ELO.ordinal()).notifyListeners(SWT.Selection, new Event());
        List<Made> byWhiteElo = all.stream().sorted(Comparator.comparingInt(Made::whiteElo).reversed().thenComparingInt(Made::number)).toList();
        waitForOrder("sorted by White's Elo", byWhiteElo);
        for (int row : new int[] {1, 99_999, 150_000, GAMES - 1}) {
            games.table().setTopIndex(row);
            Ui.waitUntil(display, 10_000, "row " + row + " read", () -> games.game(row) != null);
            assertEquals(byWhiteElo.get(row).white(), games.game(row).white(), "row " + row);
            assertEquals(byWhiteElo.get(row).date(), games.game(row).date(), "row " + row);
        }

        assertFalse(games.shows(GameColumn.SITE), "Site is hidden at first");
        Rectangle area = games.table().getClientArea();
        Rectangle eventColumn = games.table().getItem(games.table().getTopIndex()).getBounds(GameColumn.EVENT.ordinal());
        Ui.pointerDrag(games.table(), new Point(eventColumn.x + 20, area.y + games.table().getHeaderHeight() / 2),
                new Point(eventColumn.x + 20, area.y + games.table().getHeaderHeight() / 2), 3);
        Ui.waitUntil(display, 10_000, "the header's menu", () -> games.headerMenu().getVisible());
        MenuItem site = java.util.Arrays.stream(games.headerMenu().getItems()).filter(item -> item.getText().equals("Site")).findFirst().orElseThrow();
        MenuItem round = java.util.Arrays.stream(games.headerMenu().getItems()).filter(item -> item.getText().equals("Round")).findFirst().orElseThrow();
        assertFalse(site.getSelection());
        assertTrue(java.util.Arrays.stream(games.headerMenu().getItems()).filter(item -> item.getText().equals("Event")).findFirst().orElseThrow()
                .getSelection(), "Event is shown");
        site.setSelection(true);
        site.notifyListeners(SWT.Selection, new Event());
        games.headerMenu().setVisible(false);
        round.setSelection(true);
        round.notifyListeners(SWT.Selection, new Event());
        for (String name : new String[] {"Opening", "Time", "Result"}) {
            MenuItem item = java.util.Arrays.stream(games.headerMenu().getItems()).filter(i -> i.getText().equals(name)).findFirst().orElseThrow();
            item.setSelection(!name.equals("Result"));
            item.notifyListeners(SWT.Selection, new Event());
        }
        Ui.settle(display);
        assertTrue(games.shows(GameColumn.SITE) && games.shows(GameColumn.ROUND) && games.shows(GameColumn.OPENING) && games.shows(GameColumn.TIME_CONTROL));
        assertFalse(games.shows(GameColumn.RESULT), "Result hidden");
        assertEquals(List.of("RESULT"), session.preferences().hiddenGameColumns(), "the choice kept in the preferences");
        games.table().setTopIndex(0);
        Ui.waitUntil(display, 10_000, "the top rows", () -> games.game(0) != null);
        assertEquals(byWhiteElo.get(0).site(), games.table().getItem(0).getText(GameColumn.SITE.ordinal()));
        assertEquals(byWhiteElo.get(0).round(), games.table().getItem(0).getText(GameColumn.ROUND.ordinal()));
        assertEquals(java.util.Objects.toString(byWhiteElo.get(0).timeControl(), ""), games.table().getItem(0).getText(GameColumn.TIME_CONTROL.ordinal()));

        games.table().getColumn(GameColumn.SITE.ordinal()).notifyListeners(SWT.Selection, new Event());
        List<Made> bySite = all.stream().sorted(Comparator.comparing((Made game) -> game.site().toLowerCase(Locale.ROOT)).thenComparingInt(Made::number))
                .toList();
        waitForOrder("sorted by site", bySite);
        games.table().setTopIndex(123_456);
        Ui.waitUntil(display, 10_000, "row 123,456 read", () -> games.game(123_456) != null);
        assertEquals(bySite.get(123_456).date(), games.game(123_456).date());

        // by time control: the estimated duration, shortest first, games without one last
        games.table().getColumn(GameColumn.TIME_CONTROL.ordinal()).notifyListeners(SWT.Selection, new Event());
        List<Made> byTime = all.stream().sorted(Comparator.comparingInt((Made game) -> java.util.Arrays.asList(TIME_CONTROLS).indexOf(game.timeControl()))
                .thenComparingInt(Made::number)).toList();
        waitForOrder("sorted by time control", byTime);
        for (int row : new int[] {0, 150_000, GAMES - 1}) {
            games.table().setTopIndex(row);
            Ui.waitUntil(display, 10_000, "row " + row + " read", () -> games.game(row) != null);
            assertEquals(byTime.get(row).white(), games.game(row).white(), "row " + row + " by time control");
        }
        games.table().setTopIndex(0);
        Ui.waitUntil(display, 10_000, "the top rows", () -> games.game(0) != null);
        Ui.settle(display);
        Screenshots.save(shell, "games-list-columns");
    }

    /**
     * Waits until the first rows are those of {@code order}. A test of the first row alone passed
     * on the order shown before when its first game was also first in the new one (game 0 leads by
     * site and by time control), and the rows read next were then of the old order.
     */
    private void waitForOrder(String what, List<Made> order) {
        Ui.waitUntil(display, 30_000, what, () -> IntStream.range(0, 3).allMatch(row -> games.game(row) != null
                && games.game(row).white().equals(order.get(row).white()) && games.game(row).date().equals(order.get(row).date())));
    }

    @Test
    void theSearchFormBuildsTheQueryAndFindsTheGamesItDescribes() throws Exception {
        Made some = all.get(4321);
        String name = some.white().replace(",", "");
        String[] shown = new String[1];
        fillSearchForm(form -> {
            form.player().setText(name);
            form.side().select(1);
            form.side().notifyListeners(SWT.Selection, new Event());
            form.fromYear().setSelection(1960);
            form.fromYear().notifyListeners(SWT.Modify, new Event());
            form.toYear().setSelection(2000);
            form.toYear().notifyListeners(SWT.Modify, new Event());
            form.result().select(1);
            form.result().notifyListeners(SWT.Selection, new Event());
            shown[0] = form.query().getText();
        }, "games-search-form");
        games.openSearchForm();
        String expectedQuery = "white:(" + name.replace(" ", " AND ") + ") AND year:[1960 TO 2000] AND result:\"1-0\"";
        assertEquals(expectedQuery, shown[0], "the query shown as it is built");
        Predicate<Made> described = game -> game.white().equals(some.white()) && game.year() >= 1960 && game.year() <= 2000
                && game.result().equals("1-0");
        long counted = all.stream().filter(described).count();
        assertTrue(counted > 3, "the form describes some games: " + counted);
        Ui.waitUntil(display, 30_000, "the form's games", () -> games.total() == counted && games.game(0) != null);
        assertEquals(expectedQuery, games.query().getText(), "the form's query in the list's query field");
        assertTrue(IntStream.range(0, (int) Math.min(counted, 100)).allMatch(row -> games.game(row).white().equals(some.white())));

        // An ECO range and the players' ratings: the test's count again.
        fillSearchForm(form -> {
            form.ecoFrom().setText("b10");
            form.ecoTo().setText("C19");
            form.minElo().setSelection(2500);
            form.minElo().notifyListeners(SWT.Modify, new Event());
            assertTrue(form.reviewed().isEnabled(), "a database's games can be searched by their stored reviews");
            form.reviewed().select(2);
            form.reviewed().notifyListeners(SWT.Selection, new Event());
        }, "games-search-form-eco");
        games.openSearchForm();
        long ranged = all.stream().filter(game -> game.eco().compareTo("B10") >= 0 && game.eco().compareTo("C19") <= 0
                && (game.whiteElo() + game.blackElo()) / 2 >= 2500).count();
        Ui.waitUntil(display, 30_000, "the ECO range's games", () -> games.total() == ranged);
        assertEquals("elo:[2500 TO *] AND eco:[B10 TO C19] AND reviewed:no", games.query().getText(), "no game of this database is reviewed");
    }

    /** Once the search form is open: fills it, saves a screenshot and clicks Search as a person would. */
    private void fillSearchForm(java.util.function.Consumer<SearchFormDialog> fill, String screenshot) {
        display.timerExec(300, new Runnable() {
            @Override
            public void run() {
                Shell open = findShell(SearchFormDialog.TITLE);
                if (open == null) {
                    display.timerExec(100, this);
                    return;
                }
                fill.accept((SearchFormDialog) open.getData());
                Ui.settle(display);
                Screenshots.save(open, screenshot);
                Button search = Widgets.visibleButton(open, "Search");
                Ui.systemClick(search, search.getBounds().width / 2, search.getBounds().height / 2);
                display.timerExec(5_000, () -> {
                    if (!open.isDisposed()) {
                        open.close();
                        throw new AssertionError("the click on Search did not close the form");
                    }
                });
            }
        });
    }

    @Test
    void theDossierOfTheSelectedGamesWhitePlayerHasTheGamesNumbers() throws Exception {
        games.table().setSelection(0);
        String player = games.game(0).white();
        display.asyncExec(() -> games.openDossier(true));
        Ui.waitUntil(display, 10_000, "the dossier's window", () -> findShell(PlayerDossierWindow.TITLE_PREFIX + player) != null);
        PlayerDossierWindow window = (PlayerDossierWindow) findShell(PlayerDossierWindow.TITLE_PREFIX + player).getData();
        Ui.waitUntil(display, 60_000, "the dossier made", () -> window.dossier() != null);
        PlayerDossier dossier = window.dossier();
        List<Made> played = all.stream().filter(game -> game.white().equals(player)).toList();
        assertTrue(all.stream().noneMatch(game -> game.black().equals(player)), "the player's name is only ever White's");
        assertEquals(played.size(), dossier.games());
        long wins = played.stream().filter(game -> game.result().equals("1-0")).count();
        long draws = played.stream().filter(game -> game.result().equals("1/2-1/2")).count();
        long losses = played.stream().filter(game -> game.result().equals("0-1")).count();
        assertEquals(List.of(wins, draws, losses), List.of((long) dossier.asWhite().wins(), (long) dossier.asWhite().draws(),
                (long) dossier.asWhite().losses()));
        assertTrue(window.summary().startsWith(String.format(Locale.ROOT, "As White: %,d games, +%d =%d -%d", played.size(), wins, draws, losses)),
                window.summary());
        assertEquals(played.stream().mapToInt(Made::year).min().orElseThrow(), dossier.firstYear());
        assertEquals(played.stream().mapToInt(Made::year).max().orElseThrow(), dossier.lastYear());
        // The first moves as White: the repertoire tree's root (the player's most played move) and the "prepare" table at the start.
        Map<String, Long> firstMoves = played.stream().collect(Collectors.groupingBy(game -> game.moves()[0], TreeMap::new, Collectors.counting()));
        Map<String, Long> tree = new TreeMap<>();
        for (org.eclipse.swt.widgets.TreeItem item : window.whiteRepertoire().getItems()) {
            tree.put(item.getText(0), Long.parseLong(item.getText(1)));
        }
        Map.Entry<String, Long> mostPlayed = firstMoves.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow();
        assertEquals(Map.of(mostPlayed.getKey(), mostPlayed.getValue()), tree, "the repertoire as White: the most played first move");
        Map<String, Long> prepared = new TreeMap<>();
        for (TableItem item : window.prepare().getItems()) {
            prepared.put(item.getText(0), Long.parseLong(item.getText(1)));
        }
        assertEquals(firstMoves, prepared, "the player's moves in the start position");
        Map<String, Long> opponents = played.stream().collect(Collectors.groupingBy(Made::black, Collectors.counting()));
        TableItem top = window.opponents().getItem(0);
        assertEquals(opponents.values().stream().mapToLong(Long::longValue).max().orElseThrow(), Long.parseLong(top.getText(1)),
                "the most frequent opponent's games");
        assertEquals(opponents.get(top.getText(0)), Long.parseLong(top.getText(1)));
        assertEquals(played.stream().mapToInt(Made::year).distinct().count(), dossier.ratings().size(), "a rating for every year played");
        Shell dossierShell = window.shell();
        Ui.settle(display);
        Screenshots.save(dossierShell, "dossier-figures");
        window.tabs().setSelection(1);
        Ui.settle(display);
        Screenshots.save(dossierShell, "dossier-rating");
        window.tabs().setSelection(2);
        Ui.settle(display);
        Screenshots.save(dossierShell, "dossier-repertoire");
        assertNotNull(window.ratingPlot());
    }

    private Shell findShell(String title) {
        for (Shell open : display.getShells()) {
            if (!open.isDisposed() && open.isVisible() && title.equals(open.getText())) {
                return open;
            }
        }
        return null;
    }
}
