package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.IntStream;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.San;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.MaterialPattern;
import rookery.database.OpeningDatabase;
import rookery.database.PawnStructure;
import rookery.database.PositionPattern;
import rookery.database.ScanProgress;
import rookery.database.StructureFamily;
import rookery.database.StructureQuery;
import rookery.tablebase.GenerationListener;
import rookery.tablebase.Signature;
import rookery.tablebase.TableGenerator;
import rookery.tablebase.Tablebases;
import rookery.ui.dialogs.PositionSetupDialog;
import rookery.ui.dialogs.StructureSearchDialog;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Workbench;

/**
 * Search by structure as a user runs it over the bundled sample's 3,060 games: the board's menu
 * lists the games with the board's pawn structure and material in the Games part, the dialog finds
 * a named structure by replaying every game, a pattern set up on the setup board, a bad pattern is
 * named, Clear lists all games again; and the Endgame part's theory against practice after
 * Update from Tables.
 */
class StructureSearchViewTest {
    private static final Path SAMPLE = Path.of("../../data/sample/rookery-sample.pgn");

    @TempDir
    Path folder;
    private Display display;
    private Shell shell;
    private Session session;
    private Workbench workbench;
    private OpeningDatabase database;

    @BeforeEach
    void open() throws Exception {
        assertTrue(Files.isRegularFile(SAMPLE), SAMPLE.toAbsolutePath().toString());
        database = OpeningDatabase.open(folder.resolve("db"));
        database.importFiles(List.of(SAMPLE), ImportOptions.defaults(), ImportListener.NONE);
        Path tables = Files.createDirectories(folder.resolve("tables"));
        TableGenerator generator = new TableGenerator(Tablebases.open(tables), 2, GenerationListener.SILENT);
        for (String signature : List.of("KQK", "KRK", "KPK")) {
            generator.generateMissing(Signature.parse(signature));
        }
        display = Display.getDefault();
        shell = new Shell(display);
        session = new WorkbenchSession();
        workbench = Workbench.open(shell, session, tables);
        session.setDatabase(database);
        Ui.settle(display);
    }

    @AfterEach
    void close() throws Exception {
        for (Shell other : display.getShells()) {
            if (other != shell) {
                other.dispose();
            }
        }
        shell.dispose();
        Ui.settle(display);
        database.close();
    }

    @Test
    void searchesFromTheBoardTheDialogAndTheSetupBoardListTheirGames() throws Exception {
        for (String san : List.of("d4", "d5", "c4", "e6")) {
            session.play(San.parse(session.position(), san));
        }
        GamesView games = workbench.games();
        Menu menu = workbench.board().menu();

        choose(menu, "Games with This Pawn Structure");
        awaitDialogClosed();
        long pawns = database.findGames(new StructureQuery.Pawns(PawnStructure.of(session.position())), 2, ScanProgress.NONE).size();
        assertTrue(pawns > 0, "games with the Queen's Gambit's structure");
        awaitList(games, pawns);
        assertTrue(games.structureText().startsWith("pawn structure 8/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/8: " + pawns + " games"),
                games.structureText());
        Ui.waitUntil(display, 10_000, "the results and piece moves of the games found",
                () -> games.structureText().contains("white wins") && games.structureText().contains("Piece moves in this structure: "));
        Screenshots.save(shell, "structure-search-pawns");

        choose(menu, "Games with This Material");
        awaitDialogClosed();
        String material = MaterialPattern.signatureOf(session.position());
        long sameMaterial = database.findGames(new StructureQuery.Material(MaterialPattern.parse(material), 0), 2, ScanProgress.NONE).size();
        awaitList(games, sameMaterial);
        assertTrue(games.structureText().startsWith("material " + material), games.structureText());

        choose(menu, "Search Games by Structure...");
        StructureSearchDialog dialog = dialog();
        dialog.select(StructureSearchDialog.Mode.PATTERN);
        dialog.pattern().setText("Bh7,Zg8");
        dialog.search();
        assertTrue(dialog.problem().contains("pattern token 2 'Zg8'"), dialog.problem());
        dialog.select(StructureSearchDialog.Mode.FAMILY);
        dialog.family().select(StructureFamily.ISOLATED_QUEEN_PAWN.ordinal());
        Screenshots.save(dialog.shell(), "structure-search-dialog");
        dialog.search();
        awaitDialogClosed();
        long iqp = database.findGames(new StructureQuery.Family(StructureFamily.ISOLATED_QUEEN_PAWN), 2, ScanProgress.NONE).size();
        assertTrue(iqp > 0);
        awaitList(games, iqp);
        assertTrue(games.structureText().startsWith("isolated queen's pawn"), games.structureText());
        session.markSaved();
        games.table().setSelection(0);
        games.openSelected();
        Ui.waitUntil(display, 10_000, "the first game opened where it has an isolated queen's pawn",
                () -> StructureFamily.ISOLATED_QUEEN_PAWN.matches(session.position()));
        Screenshots.save(shell, "structure-search-opened");

        PositionSetupDialog setup = new PositionSetupDialog(shell, session);
        setup.open();
        setup.fen().setText("6k1/5p1B/8/8/8/8/8/6K1 w - - 0 1");
        setup.applyFen();
        assertEquals("Kg1 pf7 Bh7 kg8", setup.pattern());
        StructureSearchDialog fromBoard = setup.searchPattern();
        fromBoard.pattern().setText("Bh7 kg8");
        fromBoard.mirror().setSelection(true);
        fromBoard.search();
        awaitDialogClosed();
        long pattern = database.findGames(new StructureQuery.Pattern(PositionPattern.parse("Bh7 kg8", true)), 2, ScanProgress.NONE).size();
        awaitList(games, pattern);
        assertTrue(games.structureText().startsWith("pattern Bh7 kg8 (either colour)"), games.structureText());

        String carlsbad = "8/pp3ppp/2p5/3p4/3P4/4P3/PP3PPP/8";
        setup.fen().setText(carlsbad + " w - - 0 1");
        setup.applyFen();
        StructureSearchDialog drawn = setup.searchPawns();
        drawn.search();
        awaitDialogClosed();
        setup.shell().dispose();
        long drawnPawns = database.findGames(new StructureQuery.Pawns(PawnStructure.fromFen(carlsbad)), 2, ScanProgress.NONE).size();
        awaitList(games, drawnPawns);
        assertTrue(games.structureText().startsWith("pawn structure " + carlsbad), games.structureText());

        Button clear = Arrays.stream(games.getChildren()).filter(c -> c instanceof org.eclipse.swt.widgets.Composite)
                .flatMap(c -> Arrays.stream(((org.eclipse.swt.widgets.Composite) c).getChildren()))
                .filter(c -> c instanceof Button b && b.getText().equals("Clear")).map(Button.class::cast).findFirst().orElseThrow();
        clear.notifyListeners(SWT.Selection, new Event());
        long all = database.gameCount();
        Ui.waitUntil(display, 10_000, "all games listed again", () -> games.structureText().isEmpty() && games.total() == all);
    }

    @Test
    void theEndgamePartComparesPracticeWithTheoryAfterAnUpdate() throws Exception {
        // A win thrown away: after 1.Kxd2 White has king and queen against the king (ply 1, in the tables) and draws.
        database.addGame("""
                [White "Thrower"]
                [Black "Lucky"]
                [Result "1/2-1/2"]
                [SetUp "1"]
                [FEN "8/8/8/4k3/8/8/3r4/4K2Q w - - 0 1"]

                1. Kxd2 Kd4 1/2-1/2
                """);
        ((org.eclipse.swt.custom.CTabFolder) workbench.endgame().getParent().getParent()).setSelection(1);
        workbench.endgame().showTheory();
        TheoryView theory = workbench.endgame().theory();
        Ui.waitUntil(display, 10_000, "the report of a database without theory", () -> theory.note().startsWith("No game"));
        Button update = Arrays.stream(theory.getChildren()).filter(c -> c instanceof Button b && b.getText().startsWith("Update"))
                .map(Button.class::cast).findFirst().orElseThrow();
        update.notifyListeners(SWT.Selection, new Event());
        Ui.waitUntil(display, 60_000, "the report after the update", () -> theory.note().contains("reached the tables"));
        var expected = database.theoryReport(null, 10);
        assertNotNull(theory.report());
        assertEquals(expected.total().games(), theory.report().total().games());
        assertEquals(expected.bySignature().size(), theory.table().getItemCount());
        assertEquals(expected.bySignature().get(0).label(), theory.table().getItem(0).getText(0));
        theory.group().select(2);
        theory.group().notifyListeners(SWT.Selection, new Event());
        assertEquals(expected.byPlayer().size(), theory.table().getItemCount());
        Ui.settle(display);
        Screenshots.save(shell, "theory-vs-practice");

        // Issue 33, defect 13: a game opened from the report opens at its first position in the tables.
        theory.group().select(0);
        theory.group().notifyListeners(SWT.Selection, new Event());
        int row = IntStream.range(0, expected.bySignature().size()).filter(i -> !expected.bySignature().get(i).missed().isEmpty())
                .findFirst().orElse(-1);
        assertTrue(row >= 0, "the thrown win is listed");
        long id = expected.bySignature().get(row).missed().get(0);
        int ply = database.theoryPly(id);
        assertTrue(ply > 0, "the game reached the tables at ply " + ply);
        theory.table().setSelection(row);
        theory.openFirstMissed();
        Ui.waitUntil(display, 10_000, "the game opened", () -> !session.current().isRoot());
        assertEquals(ply, rookery.ui.game.GameTree.address(session.current()).size(), "opened at its first position in the tables");
    }

    private void choose(Menu menu, String text) {
        MenuItem item = Arrays.stream(menu.getItems()).filter(i -> i.getText().replace("&", "").startsWith(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no menu item " + text));
        item.notifyListeners(SWT.Selection, new Event());
        Ui.settle(display);
    }

    private StructureSearchDialog dialog() {
        Shell found = Arrays.stream(display.getShells()).filter(s -> !s.isDisposed() && s.getText().equals("Search Games by Structure"))
                .findFirst().orElseThrow(() -> new AssertionError("no search dialog"));
        return (StructureSearchDialog) found.getData();
    }

    private void awaitDialogClosed() {
        Ui.waitUntil(display, 60_000, "the search to end and its dialog to close", () -> Arrays.stream(display.getShells())
                .noneMatch(s -> !s.isDisposed() && s.getText().equals("Search Games by Structure")));
    }

    private void awaitList(GamesView games, long total) {
        Ui.waitUntil(display, 10_000, total + " games listed", () -> games.total() == total);
    }
}
