package rookery.ui.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.OpeningDatabase;
import rookery.database.TheoryReport;
import rookery.database.TheoryRow;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.session.Session;
import rookery.ui.session.Topics;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;

/** Runs an import job from the import window to completion and reads its summary. */
class ImportDialogTest {
    @TempDir
    Path folder;
    private Display display;
    private Shell parent;
    private OpeningDatabase database;

    @BeforeEach
    void open() throws Exception {
        display = Display.getDefault();
        parent = new Shell(display);
        database = OpeningDatabase.open(folder.resolve("db"));
    }

    @AfterEach
    void close() throws Exception {
        parent.dispose();
        Ui.settle(display);
        database.close();
    }

    @Test
    void importsTwoFilesAndSummarisesWithTheRejects() throws Exception {
        Path good = folder.resolve("six.pgn");
        Files.writeString(good, TestDatabase.SIX_GAMES, StandardCharsets.UTF_8);
        Path mixed = folder.resolve("mixed.pgn");
        Files.writeString(mixed, """
                [White "Duplicate"]
                [Black "Of A"]
                [Result "1-0"]

                1. e4 c5 2. Nf3 1-0

                [White "Broken"]
                [Black "Game"]
                [Result "1-0"]

                1. e4 e5 2. Ke3 1-0
                """, StandardCharsets.UTF_8);
        Session session = new WorkbenchSession();
        session.setDatabase(database);
        List<String> topics = new ArrayList<>();
        session.addListener(event -> topics.add(event.topic()));
        ImportDialog dialog = new ImportDialog(parent, session);
        dialog.start(database, List.of(good, mixed));
        Ui.waitUntil(display, 30_000, "the import to end", () -> !dialog.progress().isTracking());
        assertTrue(dialog.result() != null, dialog.summaryText());
        assertEquals(7, dialog.result().imported() + dialog.result().duplicates());
        assertEquals(1, dialog.result().rejected());
        assertTrue(dialog.summaryText().startsWith("Import complete."), dialog.summaryText());
        assertTrue(dialog.summaryText().contains("1 rejected"), dialog.summaryText());
        assertTrue(dialog.rejectsText().contains(dialog.result().rejectFile().toString()), dialog.rejectsText());
        assertEquals(List.of(Topics.DATABASE), topics, "the parts are told the database changed");
        assertEquals(dialog.result().imported(), database.gameCount());
        assertEquals(1000, dialog.progress().selection(), "the bar ends full");
        Ui.settle(display);
        Screenshots.save(dialog.shell(), "import-summary");
    }

    @Test
    void withThePreferenceAGameWithAnIllegalMoveKeepsItsMovesBeforeIt() throws Exception {
        Path broken = folder.resolve("broken.pgn");
        Files.writeString(broken, """
                [White "Broken"]
                [Black "Game"]
                [Result "1-0"]

                1. e4 e5 2. Nf3 Nc6 3. Ke3 1-0
                """, StandardCharsets.UTF_8);
        Session session = new WorkbenchSession();
        session.setDatabase(database);
        UiPreferences kept = session.preferences().withPartialGames(true);
        java.util.Map<String, String> values = new java.util.HashMap<>();
        rookery.ui.preferences.PreferenceValues.write(kept, values::put);
        assertEquals(kept, rookery.ui.preferences.PreferenceValues.read(values::get, "test"), "the preference read back as written");
        session.setPreferences(kept);
        ImportDialog dialog = new ImportDialog(parent, session);
        dialog.start(database, List.of(broken));
        Ui.waitUntil(display, 30_000, "the import to end", () -> !dialog.progress().isTracking());
        assertTrue(dialog.partialNoteText().startsWith("Partial games are kept"), dialog.partialNoteText());
        assertEquals(1, dialog.result().imported(), dialog.summaryText());
        assertEquals(1, dialog.result().partial());
        assertEquals(0, dialog.result().rejected());
        assertTrue(dialog.summaryText().contains("1 partial"), dialog.summaryText());
        assertEquals(4, database.game(database.gameIds(rookery.database.GameSearch.of(null, "", rookery.database.GameSort.ELO))[0]).moves().length,
                "the four moves before the illegal one");

        session.setPreferences(kept.withPartialGames(false));
        Path again = folder.resolve("again.pgn");
        Files.writeString(again, Files.readString(broken).replace("Broken", "Rejected"), StandardCharsets.UTF_8);
        ImportDialog rejecting = new ImportDialog(parent, session);
        rejecting.start(database, List.of(again));
        Ui.waitUntil(display, 30_000, "the second import to end", () -> !rejecting.progress().isTracking());
        assertEquals(1, rejecting.result().rejected(), "without the preference the game is rejected whole");
        assertTrue(rejecting.partialNoteText().startsWith("A game with an illegal move is rejected whole"), rejecting.partialNoteText());
    }

    @Test
    void theGamesEndingsAreJudgedByThePreferencesSyzygyTables() throws Exception {
        Path syzygy = Path.of(System.getProperty("rookery.shared.data", "../shared/data"), "syzygy");
        Assumptions.assumeTrue(Files.isRegularFile(syzygy.resolve("KQvKR.rtbz")), "shared Syzygy tables not found: " + syzygy);
        Path endings = folder.resolve("endings.pgn");
        Files.writeString(endings, """
                [White "A"]
                [Black "B"]
                [Result "1/2-1/2"]
                [SetUp "1"]
                [FEN "8/8/8/3r4/8/2k5/8/1QK5 w - - 60 31"]

                31. Qc2+ Kd4 1/2-1/2
                """, StandardCharsets.UTF_8);
        Session session = new WorkbenchSession();
        session.setDatabase(database);
        session.setPreferences(session.preferences().withSyzygyFolders(List.of(syzygy)));
        ImportDialog dialog = new ImportDialog(parent, session);
        dialog.start(database, List.of(endings));
        Ui.waitUntil(display, 30_000, "the import to end", () -> !dialog.progress().isTracking());
        assertEquals(1, dialog.result().imported(), dialog.summaryText());
        TheoryReport theory = database.theoryReport(null, 5);
        TheoryRow total = theory.total();
        assertEquals(1, total.games(), "the queen against rook is within the Syzygy tables");
        assertEquals(1, total.theoryDraws(), "at a halfmove clock of 60 Syzygy calls the win cursed: a draw by the 50-move rule");
        assertEquals(1, total.drawsHeld());
        assertEquals(List.of("KQvKR"), theory.bySignature().stream().map(TheoryRow::label).toList());
    }

    @Test
    void theFirstStartImportClosesItsWindowWhenItEndsCleanly() throws Exception {
        Path good = folder.resolve("six.pgn");
        Files.writeString(good, TestDatabase.SIX_GAMES, StandardCharsets.UTF_8);
        Session session = new WorkbenchSession();
        session.setDatabase(database);
        ImportDialog dialog = new ImportDialog(parent, session);
        dialog.start(database, List.of(good), true);
        Ui.waitUntil(display, 30_000, "the import window to close", () -> dialog.shell().isDisposed());
        assertEquals(6, database.gameCount());
    }

    @Test
    void aLongStatusIsShownWhole() throws Exception {
        Path good = folder.resolve("a file with a long name so that the status line of the import window needs more than its width.pgn");
        Files.writeString(good, TestDatabase.SIX_GAMES, StandardCharsets.UTF_8);
        Session session = new WorkbenchSession();
        session.setDatabase(database);
        ImportDialog dialog = new ImportDialog(parent, session);
        dialog.start(database, List.of(good));
        Ui.waitUntil(display, 30_000, "the import to end", () -> !dialog.progress().isTracking());
        Ui.settle(display);
        Label summary = (Label) java.util.Arrays.stream(dialog.shell().getChildren()).filter(Label.class::isInstance).findFirst().orElseThrow();
        org.eclipse.swt.graphics.Point needed = summary.computeSize(summary.getSize().x, SWT.DEFAULT);
        assertTrue(summary.getSize().y >= needed.y, "the summary has the height its lines need: " + summary.getSize() + " < " + needed);
        Screenshots.save(dialog.shell(), "import-long-status");
    }

    @Test
    void cancelStopsTheImportAndSaysSo() throws Exception {
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            many.append(TestDatabase.SIX_GAMES.replace("Test ", "Round " + i + " ")).append('\n');
        }
        Path file = folder.resolve("many.pgn");
        Files.writeString(file, many, StandardCharsets.UTF_8);
        Session session = new WorkbenchSession();
        session.setDatabase(database);
        ImportDialog dialog = new ImportDialog(parent, session);
        dialog.start(database, List.of(file));
        dialog.progress().cancelButton().notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
        Ui.waitUntil(display, 30_000, "the cancelled import to end", () -> !dialog.progress().isTracking());
        assertTrue(dialog.summaryText().startsWith("Import cancelled"), dialog.summaryText());
        assertTrue(database.gameCount() < 2400, "stopped before the end: " + database.gameCount());
    }
}
