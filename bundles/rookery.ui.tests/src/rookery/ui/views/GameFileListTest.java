package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableColumn;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.GameHeader;
import rookery.database.OpeningDatabase;
import rookery.ui.game.GameTree;
import rookery.ui.model.GameColumn;
import rookery.ui.model.GameFile;
import rookery.ui.model.GameRows;
import rookery.ui.session.Session;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Answers;
import rookery.ui.testing.Ui;

/** A PGN file of many games opened as a list: paged, sorted over all its games, searched, a game opened, the list closed. */
class GameFileListTest {
    private static final int GAMES = 250;

    @TempDir
    Path folder;
    private Display display;
    private Shell shell;
    private Session session;
    private GamesView games;
    private OpeningDatabase database;
    private Path file;

    @BeforeEach
    void open() throws Exception {
        database = TestDatabase.create(folder, TestDatabase.SIX_GAMES);
        file = folder.resolve("many.pgn");
        StringBuilder text = new StringBuilder();
        IntStream.range(0, GAMES).forEach(i -> text.append(game(i)));
        Files.writeString(file, text, StandardCharsets.UTF_8);
        GamesWindow window = GamesWindow.open(1000, 600);
        display = window.display();
        shell = window.shell();
        session = window.session();
        games = window.games();
        session.setDatabase(database);
        Ui.waitUntil(display, 10_000, "the database's games", () -> games.total() == 6);
    }

    /** Game {@code i}: players and event by {@code i % 7}, Elo, year and length spread over the file. */
    private static String game(int i) {
        int year = 1950 + i * 37 % 70;
        return "[Event \"Event " + i % 7 + "\"]\n[Date \"" + year + ".01.0" + (1 + i % 9) + "\"]\n[White \"White" + i % 7
                + ", A\"]\n[Black \"Black, B\"]\n[WhiteElo \"" + (2000 + i * 53 % 800) + "\"]\n[BlackElo \"2100\"]\n[Result \"1-0\"]\n\n"
                + (i % 2 == 0 ? "1. e4 e5 2. Nf3 1-0" : "1. d4 d5 1-0") + "\n\n";
    }

    @AfterEach
    void close() throws Exception {
        if (shell != null) {
            shell.dispose();
            Ui.settle(display);
        }
        if (session.gameFile() != null) {
            session.gameFile().close();
        }
        database.close();
    }

    @Test
    void aFileOfManyGamesIsScrolledSortedSearchedAndOpened() throws Exception {
        session.openGameFile(GameFile.open(file, GameRows.BLOCK));
        Ui.waitUntil(display, 10_000, "the file read", () -> session.gameFile().complete() && games.total() == GAMES);
        assertEquals("250 games", games.countText());
        assertEquals(GAMES, games.table().getItemCount(), "every game a row, no pages");
        assertFalse(games.followPosition().isEnabled(), "a file's list does not follow the position");
        assertFalse(games.followPosition().getSelection(), "and its box says so (issue 33, defect 12)");
        List<Integer> byElo = IntStream.range(0, GAMES).boxed()
                .sorted(Comparator.comparingInt(GameFileListTest::averageElo).reversed().thenComparing(i -> i)).toList();
        assertEquals(byElo.subList(0, 100), ids(), "highest Elo first, over the whole file");

        games.table().setTopIndex(150);
        games.table().showItem(games.table().getItem(199));
        Ui.waitUntil(display, 10_000, "rows 101 to 200 read", () -> IntStream.range(100, 200).allMatch(row -> games.game(row) != null));
        assertEquals(byElo.subList(100, 200), IntStream.range(100, 200).mapToObj(row -> (int) games.game(row).id()).toList(),
                "the 101st to 200th games by Elo");

        TableColumn date = games.table().getColumn(GameColumn.DATE.ordinal());
        date.notifyListeners(SWT.Selection, new Event());
        String newest = IntStream.range(0, GAMES).mapToObj(GameFileListTest::date).max(Comparator.naturalOrder()).orElseThrow();
        Ui.waitUntil(display, 10_000, "newest first", () -> games.games().get(0).date().equals(newest));
        Ui.waitUntil(display, 10_000, "a new order shown from the top", () -> games.table().getTopIndex() == 0);
        date.notifyListeners(SWT.Selection, new Event());
        String oldest = IntStream.range(0, GAMES).mapToObj(GameFileListTest::date).min(Comparator.naturalOrder()).orElseThrow();
        Ui.waitUntil(display, 10_000, "oldest first", () -> games.games().get(0).date().equals(oldest));

        games.query().setText("white:white3 elo:[2000 TO 2400]");
        games.query().notifyListeners(SWT.DefaultSelection, new Event());
        long expected = IntStream.range(0, GAMES).filter(i -> i % 7 == 3 && averageElo(i) <= 2400).count();
        Ui.waitUntil(display, 10_000, "the query's games", () -> games.total() == expected);
        assertTrue(expected > 5, "the query matches some games: " + expected);
        assertTrue(games.games().stream().map(GameHeader::white).allMatch("White3, A"::equals));
        Screenshots.save(shell, "games-file-list");

        games.table().setSelection(2);
        GameHeader chosen = games.games().get(2);
        games.openSelected();
        Ui.waitUntil(display, 10_000, "the game opened", () -> "White3, A".equals(session.game().tag("White"))
                && chosen.date().equals(session.game().tag("Date")));
        assertEquals(chosen.plies(), GameTree.address(session.game().mainLineEnd()).size());

        // Issue 33, defect 11: Import into Database asks first, saying how many games go into which database.
        String question = GamesView.importQuestion(session.gameFile(), database);
        assertTrue(question.startsWith("Import 250 games of " + file.getFileName() + " into the database ") && question.contains("(6 games now, at "),
                question);
        Answers.answer(display, GamesView.IMPORT_TITLE, "Cancel", "import-file-question");
        rookery.ui.testing.Widgets.visibleButton(games, "Import into Database").notifyListeners(SWT.Selection, new Event());
        Ui.settle(display);
        assertEquals(6, database.gameCount(), "cancelled: nothing imported");
        assertTrue(java.util.Arrays.stream(display.getShells()).noneMatch(open -> "Import PGN".equals(open.getText()) && open.isVisible()),
                "no import started");

        session.openGameFile(null);
        Ui.waitUntil(display, 10_000, "the database's games again", () -> games.total() == 6);
        assertNull(games.file());
        assertTrue(games.followPosition().isEnabled());
        assertTrue(games.followPosition().getSelection(), "the database's list follows the position again");
    }

    private List<Integer> ids() {
        return games.games().stream().map(header -> (int) header.id()).toList();
    }

    private static int averageElo(int i) {
        return (2000 + i * 53 % 800 + 2100) / 2;
    }

    private static String date(int i) {
        return (1950 + i * 37 % 70) + ".01.0" + (1 + i % 9);
    }
}
