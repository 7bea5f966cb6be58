package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Piece;
import rookery.chess.Square;
import rookery.chess.Variant;
import rookery.engine.Engine;
import rookery.ui.dialogs.PastePgnDialog;
import rookery.ui.dialogs.PositionSetupDialog;
import rookery.ui.model.ConfiguredEngine;
import rookery.ui.preferences.EngineConfig;
import rookery.ui.preferences.PreferencesStore;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.preferences.pages.PreferencesDialog;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.SharedSyzygy;
import rookery.ui.testing.TestPreferences;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Widgets;

/** Position setup, paste and preferences dialogs driven through their widgets. */
class DialogsTest {
    private static final String ENGINES = "Engines (the built-in one and the UCI engines added)";
    private Display display;
    private Shell parent;
    private final Session session = new WorkbenchSession();

    @BeforeEach
    void open() {
        display = Display.getDefault();
        parent = new Shell(display);
    }

    @AfterEach
    void close() {
        parent.dispose();
        Ui.settle(display);
    }

    @Test
    void setupByClicksOnTheBoardEditorStartsAGameFromThePosition() {
        PositionSetupDialog dialog = new PositionSetupDialog(parent, session);
        dialog.open();
        Ui.settle(display);
        dialog.fen().setText("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        dialog.applyFen();
        dialog.chooseBrush(Piece.WHITE_ROOK);
        Ui.clickCentre(dialog.board(), dialog.board().squareBounds(Square.parse("a1")));
        assertEquals("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", dialog.fen().getText());
        Ui.settle(display);
        Screenshots.save(dialog.shell(), "position-setup");
        dialog.accept();
        assertTrue(dialog.shell().isDisposed());
        assertEquals("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", session.position().fen());
    }

    @Test
    void anIllegalSetupIsRefusedWithTheReason() {
        PositionSetupDialog dialog = new PositionSetupDialog(parent, session);
        dialog.fen().setText("8/8/8/8/8/8/8/4K3 w - - 0 1");
        dialog.applyFen();
        dialog.accept();
        assertTrue(dialog.problem().startsWith("Illegal position"), dialog.problem());
        assertEquals(Variant.STANDARD, session.game().variant());
        dialog.shell().close();
    }

    @Test
    void pastedPgnBecomesTheCurrentGame() {
        PastePgnDialog dialog = new PastePgnDialog(parent, session);
        dialog.text().setText("[White \"A\"]\n\n1. d4 Nf6 2. c4 e6 *");
        dialog.accept();
        assertEquals("e6", session.game().mainLineEnd().san());
    }

    @Test
    void theClipboardIsPrefilledSelectedSoTypingReplacesIt() {
        Clipboard clipboard = new Clipboard(display);
        try {
            clipboard.setContents(new Object[] {"some text copied earlier"}, new Transfer[] {TextTransfer.getInstance()});
            PastePgnDialog dialog = new PastePgnDialog(parent, session);
            dialog.open();
            Ui.settle(display);
            assertEquals("some text copied earlier", dialog.text().getText());
            assertEquals("some text copied earlier", dialog.text().getSelectionText(), "the prefilled text is selected");
            dialog.text().insert("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
            assertEquals("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", dialog.text().getText(), "typing replaces the prefilled text");
            dialog.accept();
            assertEquals("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", session.position().fen());
        } finally {
            clipboard.dispose();
        }
    }

    @Test
    void dialogsOpenCentredOnTheirWindowNotInItsCorner() {
        parent.setBounds(200, 150, 1000, 700);
        parent.open();
        Ui.settle(display);
        Rectangle window = parent.getBounds();
        PastePgnDialog paste = new PastePgnDialog(parent, session);
        paste.open();
        PreferencesDialog preferences = new PreferencesDialog(parent, session);
        preferences.open();
        PositionSetupDialog setup = new PositionSetupDialog(parent, session);
        setup.open();
        Ui.settle(display);
        for (Shell dialog : new Shell[] {paste.shell(), preferences.getShell(), setup.shell()}) {
            Rectangle bounds = dialog.getBounds();
            int centreX = bounds.x + bounds.width / 2;
            int centreY = bounds.y + bounds.height / 2;
            assertTrue(Math.abs(centreX - (window.x + window.width / 2)) <= 40, dialog.getText() + " centred across: " + bounds + " in " + window);
            assertTrue(Math.abs(centreY - (window.y + window.height / 2)) <= 60 || bounds.height > window.height,
                    dialog.getText() + " centred down: " + bounds + " in " + window);
            dialog.close();
        }
    }

    @Test
    void preferencePagesApplyKeepAndCancel(@TempDir Path folder) throws Exception {
        PreferencesStore store = TestPreferences.store(folder.resolve("ui.properties"));
        session.keepPreferencesIn(store);
        PreferencesDialog dialog = new PreferencesDialog(parent, session);
        dialog.open();
        Ui.settle(display);
        assertEquals(List.of("Board", "Engines", "Database", "Analysis", "Endgame tables"),
                List.of(Widgets.first(dialog.getShell(), Tree.class).getItems()).stream().map(item -> item.getText()).toList());

        dialog.showPage(PreferencesDialog.BOARD);
        choose(Widgets.after(dialog.getShell(), "Board colours", Combo.class), "Green");
        choose(Widgets.after(dialog.getShell(), "Pieces", Combo.class), "Solid");
        Ui.settle(display);
        Screenshots.save(dialog.getShell(), "preferences-board");
        press(dialog, "Apply");
        assertEquals("green", session.preferences().boardTheme(), "Apply applies at once");
        assertEquals("solid", store.load().pieceSet(), "and keeps in the workspace preferences");

        dialog.showPage(PreferencesDialog.ENGINES);
        // Add... asks the window system's file chooser for the program; the row it adds:
        TableItem added = new TableItem(Widgets.after(dialog.getShell(), ENGINES, Table.class), SWT.NONE);
        added.setText(new String[] {"Stockfish", "/usr/games/stockfish", ""});
        added.setData(new EngineConfig("Stockfish", "/usr/games/stockfish", Map.of()));
        Ui.settle(display);
        Screenshots.save(dialog.getShell(), "preferences-engines");

        dialog.showPage(PreferencesDialog.DATABASE);
        Widgets.after(dialog.getShell(), "Explorer: grey moves with fewer games than", Text.class).setText("42");
        press(dialog, "Apply and Close");
        assertTrue(dialog.getShell() == null || dialog.getShell().isDisposed(), "OK closes the dialog");
        assertEquals(42, session.preferences().lowSampleThreshold());
        assertEquals(42, store.load().lowSampleThreshold());
        assertEquals("Stockfish", store.load().engines().get(0).name(), "OK keeps every page's edits");

        PreferencesDialog again = new PreferencesDialog(parent, session);
        again.open();
        again.showPage(PreferencesDialog.ANALYSIS);
        Widgets.after(again.getShell(), "Engine lines", Text.class).setText("7");
        press(again, "Cancel");
        assertEquals(UiPreferences.defaults().lines(), session.preferences().lines(), "Cancel forgets what was not applied");
        Ui.settle(display);
        assertEquals(List.of(), java.util.Arrays.stream(display.getShells()).filter(shell -> shell != parent && shell.isVisible())
                .map(Shell::getText).toList(), "Cancel leaves no window (JFace saved the working copy and reported that it is no file)");
        assertEquals(UiPreferences.defaults().lines(), store.load().lines());
    }

    @Test
    void endgameTablesPageCountsTheSyzygyTablesByPiecesAndKeepsTheFolders(@TempDir Path folder) throws Exception {
        Path syzygy = SharedSyzygy.folder();
        PreferencesStore store = TestPreferences.store(folder.resolve("ui.properties"));
        session.keepPreferencesIn(store);
        PreferencesDialog dialog = new PreferencesDialog(parent, session);
        dialog.open();
        dialog.showPage(PreferencesDialog.ENDGAME_TABLES);
        String listLabel = "Folders of Syzygy tables (.rtbw, .rtbz)";
        Label found = Widgets.after(dialog.getShell(), listLabel, Label.class);
        assertEquals("No folder of Syzygy tables", found.getText());
        // Add... asks the window system's folder chooser; the folders it adds, then the selection the list reports:
        org.eclipse.swt.widgets.List folders = Widgets.after(dialog.getShell(), listLabel, org.eclipse.swt.widgets.List.class);
        folders.add(folder.resolve("nowhere").toString());
        folders.select(0);
        folders.notifyListeners(SWT.Selection, new Event());
        assertTrue(found.getText().startsWith("Cannot read: " + folder.resolve("nowhere")), found.getText());
        folders.removeAll();
        folders.add(syzygy.toString());
        folders.select(0);
        folders.notifyListeners(SWT.Selection, new Event());
        assertEquals("Found 35 tables: 5 of 3 pieces, 30 of 4 pieces", found.getText());
        Ui.settle(display);
        Screenshots.save(dialog.getShell(), "preferences-endgame-tables");
        press(dialog, "Apply and Close");
        assertEquals(List.of(syzygy), session.preferences().syzygyFolders());
        assertEquals(List.of(syzygy), store.load().syzygyFolders());
    }

    @Test
    void theEndgameTablesPageDownloadsTheTablesFromAMirrorAndListsTheirFolder(@TempDir Path folder) throws Exception {
        Path syzygy = SharedSyzygy.folder();
        // A mirror on 127.0.0.1 serving the shared tables, and the SHA-256 sums syzygy-tables.info publishes for three of them.
        com.sun.net.httpserver.HttpServer mirror = com.sun.net.httpserver.HttpServer.create(
                new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
        mirror.createContext("/tables/", com.sun.net.httpserver.SimpleFileServer.createFileHandler(syzygy.toAbsolutePath()));
        byte[] sums = """
                45c453e5113a714bd4ece1cb5ba78cf5d21dd8b06f89708675d164fbe9bd3b53  KQvK.rtbw
                ad20819e947f38bf06865a888dbde488ee4a34d2aa64b5727e1882313b1273a3  KQvK.rtbz
                8cdbe3c8e098037875de5854c656f8afeadb8327c85b5b7b1cac81719afd3e2c  KQvKR.rtbw
                0c15a2aaa3bdef39da4c26932006b5d38b55b8e3ad13e8a44815d63f84738618  KQvKR.rtbz
                """.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        mirror.createContext("/SHA256SUM", exchange -> {
            exchange.sendResponseHeaders(200, sums.length);
            try (var out = exchange.getResponseBody()) {
                out.write(sums);
            }
        });
        mirror.start();
        try {
            session.keepPreferencesIn(TestPreferences.store(folder.resolve("ui.properties")));
            PreferencesDialog dialog = new PreferencesDialog(parent, session);
            dialog.open();
            dialog.showPage(PreferencesDialog.ENDGAME_TABLES);
            String address = "http://127.0.0.1:" + mirror.getAddress().getPort();
            Path into = folder.resolve("syzygy");
            Widgets.after(dialog.getShell(), "Mirror", Text.class).setText(address + "/tables/");
            Widgets.after(dialog.getShell(), "Checksums (SHA-256)", Text.class).setText(address + "/SHA256SUM");
            Widgets.after(dialog.getShell(), "Into folder", Text.class).setText(into.toString());
            press(dialog, "Download");
            Label found = Widgets.after(dialog.getShell(), "Folders of Syzygy tables (.rtbw, .rtbz)", Label.class);
            Ui.waitUntil(display, 20_000, "the downloaded folder listed", () -> found.getText().startsWith("Found"));
            assertEquals("Found 2 tables: 1 of 3 pieces, 1 of 4 pieces", found.getText());
            Label status = Widgets.after(dialog.getShell(), "Into folder", Label.class);
            assertEquals("4 tables downloaded, 0 already there", status.getText());
            Ui.settle(display);
            Screenshots.save(dialog.getShell(), "preferences-endgame-tables-downloaded");
            press(dialog, "Apply and Close");
            assertEquals(List.of(into), session.preferences().syzygyFolders());
        } finally {
            mirror.stop(0);
        }
    }

    @Test
    void optionsOfAnEngineAreEditedInItsFormAndKeptWithIt(@TempDir Path folder) throws Exception {
        Assumptions.assumeTrue(java.nio.file.Files.isExecutable(Path.of("/usr/games/stockfish")), "Stockfish is not installed");
        PreferencesStore store = TestPreferences.store(folder.resolve("ui.properties"));
        session.keepPreferencesIn(store);
        PreferencesDialog dialog = enginesPage();
        Table table = Widgets.after(dialog.getShell(), ENGINES, Table.class);
        TableItem stockfish = new TableItem(table, SWT.NONE);
        stockfish.setText(new String[] {"Stockfish 15.1", "/usr/games/stockfish", ""});
        stockfish.setData(new EngineConfig("Stockfish 15.1", "/usr/games/stockfish", Map.of()));
        table.select(table.indexOf(stockfish));
        // Options... opens the form modally: it is driven from the event loop it runs.
        String[] seen = new String[1];
        display.timerExec(500, () -> {
            Shell form = java.util.Arrays.stream(display.getShells()).filter(s -> s.getText().startsWith("Options of Stockfish"))
                    .findFirst().orElseThrow();
            seen[0] = form.getText();
            Spinner threads = Widgets.after(form, "Threads", Spinner.class);
            threads.setFocus();
            Ui.press(display, SWT.ARROW_UP);
            Screenshots.save(form, "preferences-engine-options");
            Widgets.visibleButton(form, "OK").notifyListeners(SWT.Selection, new Event());
        });
        press(dialog, "Options...");
        assertEquals("Options of Stockfish 15.1", seen[0]);
        assertEquals("Threads=2", stockfish.getText(2), "the changed option listed with its engine");
        press(dialog, "Apply and Close");
        assertEquals(Map.of("Threads", "2"), store.load().engines().get(0).options(), "kept with the engine");
    }

    /** Issue 33: the built-in engine's changed options were lost; they are kept with it and set on it after a restart. */
    @Test
    void theBuiltInEnginesChangedOptionsAreKeptAcrossARestart(@TempDir Path folder) throws Exception {
        PreferencesStore store = TestPreferences.store(folder.resolve("ui.properties"));
        session.keepPreferencesIn(store);
        PreferencesDialog dialog = enginesPage();
        Table table = Widgets.after(dialog.getShell(), ENGINES, Table.class);
        assertEquals(EngineConfig.BUILT_IN.name(), table.getItem(0).getText(0), "the built-in engine listed first");
        table.select(0);
        String depth = Integer.toString(Integer.parseInt(ConfiguredEngine.declaration(EngineConfig.BUILT_IN).options().stream()
                .filter(option -> option.name().equals("SyzygyProbeDepth")).findFirst().orElseThrow().defaultValue()) + 1);
        display.timerExec(500, () -> {
            Shell form = java.util.Arrays.stream(display.getShells()).filter(s -> s.getText().startsWith("Options of Rookery"))
                    .findFirst().orElseThrow();
            Widgets.after(form, "SyzygyProbeDepth", Spinner.class).setFocus();
            Ui.press(display, SWT.ARROW_UP);
            Widgets.visibleButton(form, "OK").notifyListeners(SWT.Selection, new Event());
        });
        press(dialog, "Options...");
        assertEquals("SyzygyProbeDepth=" + depth, table.getItem(0).getText(2));
        press(dialog, "Apply and Close");

        Session restarted = new WorkbenchSession();
        restarted.setPreferences(store.load());
        EngineConfig builtIn = restarted.preferences().allEngines().get(0);
        assertTrue(builtIn.isBuiltIn());
        assertEquals(Map.of("SyzygyProbeDepth", depth), builtIn.options(), "kept across a restart");
        assertEquals(1, restarted.preferences().allEngines().stream().filter(EngineConfig::isBuiltIn).count(), "offered once");
        try (Engine engine = ConfiguredEngine.start(builtIn, List.of())) {
            assertTrue(engine.name().startsWith("Rookery"), "the engine takes its kept options");
        }
    }

    @Test
    void aBoardThemeAndPieceSetChosenInPreferencesShowAtOnceAndAfterARestart(@TempDir Path folder) throws Exception {
        PreferencesStore store = TestPreferences.store(folder.resolve("ui.properties"));
        session.keepPreferencesIn(store);
        parent.setLayout(new org.eclipse.swt.layout.FillLayout());
        BoardView board = new BoardView(parent, session);
        session.addListener(board);
        parent.setSize(480, 520);
        parent.open();
        PreferencesDialog dialog = new PreferencesDialog(parent, session);
        dialog.open();
        dialog.showPage(PreferencesDialog.BOARD);
        Ui.settle(display);
        Combo themes = Widgets.after(dialog.getShell(), "Board colours", Combo.class);
        Combo pieces = Widgets.after(dialog.getShell(), "Pieces", Combo.class);
        assertEquals(List.of("Brown", "Green", "Blue", "Grey", "Purple"), List.of(themes.getItems()));
        assertEquals(List.of("Outlined", "Solid", "Geometric"), List.of(pieces.getItems()));
        themes.setFocus();
        for (int i = 0; i < 4; i++) {
            Ui.press(display, SWT.ARROW_DOWN);
        }
        pieces.setFocus();
        Ui.press(display, SWT.ARROW_DOWN);
        Ui.press(display, SWT.ARROW_DOWN);
        assertEquals("Purple", themes.getText());
        assertEquals("Geometric", pieces.getText());
        press(dialog, "Apply");
        // the dialog aside, so that the board is seen while it stays open
        dialog.getShell().setLocation(parent.getBounds().x + parent.getBounds().width + 20, parent.getBounds().y);
        Ui.settle(display);
        Rectangle a1 = board.board().squareBounds(Square.parse("a3"));
        assertEquals(rookery.ui.board.BoardColors.PURPLE.dark(), Ui.pixel(board.board(), a1.x + a1.width / 2, a1.y + a1.height / 2),
                "the board shows the theme at once");
        Screenshots.save(board, "board-purple-geometric");
        press(dialog, "Apply and Close");
        assertEquals("purple", store.load().boardTheme());
        assertEquals("geometric", store.load().pieceSet());

        Session restarted = new WorkbenchSession();
        restarted.setPreferences(store.load());
        Shell again = new Shell(display);
        again.setLayout(new org.eclipse.swt.layout.FillLayout());
        try {
            BoardView afterRestart = new BoardView(again, restarted);
            again.setSize(480, 520);
            again.open();
            Ui.settle(display);
            Rectangle square = afterRestart.board().squareBounds(Square.parse("a3"));
            assertEquals(rookery.ui.board.BoardColors.PURPLE.dark(),
                    Ui.pixel(afterRestart.board(), square.x + square.width / 2, square.y + square.height / 2), "and after a restart");
        } finally {
            again.dispose();
        }
    }

    /** Preferences opened at the Engines page. */
    private PreferencesDialog enginesPage() {
        PreferencesDialog dialog = new PreferencesDialog(parent, session);
        dialog.open();
        dialog.showPage(PreferencesDialog.ENGINES);
        return dialog;
    }

    private void choose(Combo combo, String item) {
        combo.select(List.of(combo.getItems()).indexOf(item));
        combo.notifyListeners(SWT.Selection, new Event());
    }

    private void press(PreferencesDialog dialog, String text) {
        Widgets.visibleButton(dialog.getShell(), text).notifyListeners(SWT.Selection, new Event());
        Ui.settle(display);
    }
}
