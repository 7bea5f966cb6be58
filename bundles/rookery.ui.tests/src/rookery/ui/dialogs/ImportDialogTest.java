package rookery.ui.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.TheoryReport;
import rookery.database.TheoryRow;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.session.Session;
import rookery.ui.session.Topics;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.DatabaseWindow;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.SharedSyzygy;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;

/** Runs an import job from the import window to completion and reads its summary. */
class ImportDialogTest {
    @TempDir
    Path folder;
    @RegisterExtension
    final DatabaseWindow window = new DatabaseWindow();

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
        session.setDatabase(window.database());
        List<String> topics = new ArrayList<>();
        session.addListener(event -> topics.add(event.topic()));
        ImportDialog dialog = new ImportDialog(window.shell(), session);
        dialog.start(window.database(), List.of(good, mixed));
        Ui.waitUntil(window.display(), 30_000, "the import to end", () -> !dialog.progress().isTracking());
        assertTrue(dialog.result() != null, dialog.summaryText());
        assertEquals(7, dialog.result().imported() + dialog.result().duplicates());
        assertEquals(1, dialog.result().rejected());
        assertTrue(dialog.summaryText().startsWith("Import complete."), dialog.summaryText());
        assertTrue(dialog.summaryText().contains("1 rejected"), dialog.summaryText());
        assertTrue(dialog.rejectsText().contains(dialog.result().rejectFile().toString()), dialog.rejectsText());
        assertEquals(List.of(Topics.DATABASE), topics, "the parts are told the database changed");
        assertEquals(dialog.result().imported(), window.database().gameCount());
        assertEquals(1000, dialog.progress().selection(), "the bar ends full");
        Ui.settle(window.display());
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
        session.setDatabase(window.database());
        UiPreferences kept = session.preferences().withPartialGames(true);
        java.util.Map<String, String> values = new java.util.HashMap<>();
        rookery.ui.preferences.PreferenceValues.write(kept, values::put);
        assertEquals(kept, rookery.ui.preferences.PreferenceValues.read(values::get, "test"), "the preference read back as written");
        session.setPreferences(kept);
        ImportDialog dialog = new ImportDialog(window.shell(), session);
        dialog.start(window.database(), List.of(broken));
        Ui.waitUntil(window.display(), 30_000, "the import to end", () -> !dialog.progress().isTracking());
        assertTrue(dialog.partialNoteText().startsWith("Partial games are kept"), dialog.partialNoteText());
        assertEquals(1, dialog.result().imported(), dialog.summaryText());
        assertEquals(1, dialog.result().partial());
        assertEquals(0, dialog.result().rejected());
        assertTrue(dialog.summaryText().contains("1 partial"), dialog.summaryText());
        long first = window.database().gameIds(rookery.database.GameSearch.of(null, "", rookery.database.GameSort.ELO))[0];
        assertEquals(4, window.database().game(first).moves().length,
                "the four moves before the illegal one");

        session.setPreferences(kept.withPartialGames(false));
        Path again = folder.resolve("again.pgn");
        Files.writeString(again, Files.readString(broken).replace("Broken", "Rejected"), StandardCharsets.UTF_8);
        ImportDialog rejecting = new ImportDialog(window.shell(), session);
        rejecting.start(window.database(), List.of(again));
        Ui.waitUntil(window.display(), 30_000, "the second import to end", () -> !rejecting.progress().isTracking());
        assertEquals(1, rejecting.result().rejected(), "without the preference the game is rejected whole");
        assertTrue(rejecting.partialNoteText().startsWith("A game with an illegal move is rejected whole"), rejecting.partialNoteText());
    }

    @Test
    void theGamesEndingsAreJudgedByThePreferencesSyzygyTables() throws Exception {
        Path syzygy = SharedSyzygy.folder();
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
        session.setDatabase(window.database());
        session.setPreferences(session.preferences().withSyzygyFolders(List.of(syzygy)));
        ImportDialog dialog = new ImportDialog(window.shell(), session);
        dialog.start(window.database(), List.of(endings));
        Ui.waitUntil(window.display(), 30_000, "the import to end", () -> !dialog.progress().isTracking());
        assertEquals(1, dialog.result().imported(), dialog.summaryText());
        TheoryReport theory = window.database().theoryReport(null, 5);
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
        session.setDatabase(window.database());
        ImportDialog dialog = new ImportDialog(window.shell(), session);
        dialog.start(window.database(), List.of(good), true);
        Ui.waitUntil(window.display(), 30_000, "the import window to close", () -> dialog.shell().isDisposed());
        assertEquals(6, window.database().gameCount());
    }

    @Test
    void aLongStatusIsShownWhole() throws Exception {
        Path good = folder.resolve("a file with a long name so that the status line of the import window needs more than its width.pgn");
        Files.writeString(good, TestDatabase.SIX_GAMES, StandardCharsets.UTF_8);
        Session session = new WorkbenchSession();
        session.setDatabase(window.database());
        ImportDialog dialog = new ImportDialog(window.shell(), session);
        dialog.start(window.database(), List.of(good));
        Ui.waitUntil(window.display(), 30_000, "the import to end", () -> !dialog.progress().isTracking());
        Ui.settle(window.display());
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
        session.setDatabase(window.database());
        ImportDialog dialog = new ImportDialog(window.shell(), session);
        dialog.start(window.database(), List.of(file));
        dialog.progress().cancelButton().notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
        Ui.waitUntil(window.display(), 30_000, "the cancelled import to end", () -> !dialog.progress().isTracking());
        assertTrue(dialog.summaryText().startsWith("Import cancelled"), dialog.summaryText());
        assertTrue(window.database().gameCount() < 2400, "stopped before the end: " + window.database().gameCount());
    }
}
