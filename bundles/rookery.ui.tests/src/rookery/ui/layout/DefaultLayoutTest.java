package rookery.ui.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.eclipse.e4.ui.model.application.ui.basic.MBasicFactory;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartSashContainer;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MTrimmedWindow;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.OpeningDatabase;
import rookery.ui.game.PgnText;
import rookery.ui.model.RepertoireFile;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Workbench;

/** The product's default layout: read from its application model, restored by Reset Layout, roomy enough. */
class DefaultLayoutTest {
    @TempDir
    Path folder;
    private Shell shell;

    private OpeningDatabase database;

    @AfterEach
    void close() throws Exception {
        if (shell != null) {
            shell.dispose();
        }
        if (database != null) {
            database.close();
        }
    }

    @Test
    void theApplicationModelGivesEveryPartStackAShareAndTheWindowItsSize() {
        DefaultLayout layout = Workbench.defaultLayout();
        assertEquals(1400, layout.width());
        assertEquals(900, layout.height());
        assertEquals(100, layout.share("rookery.partstack.explorer") + layout.share("rookery.partstack.engine")
                + layout.share("rookery.partstack.games"));
        assertEquals(100, layout.share("rookery.app.sash.left") + layout.share("rookery.app.sash.right"));
    }

    /**
     * The issues' bar (31 and 33): at 1400×900 every part is usable, the explorer shows at least 10
     * moves, the engine 3 lines, the Games part 8 games, the notation 10 lines with the evaluation
     * graph shown, and the Repertoire part, in front of its stack, 8 lines.
     */
    @Test
    void atTheDefaultSizeEveryPartShowsEnoughRows() throws Exception {
        Display display = Display.getDefault();
        shell = new Shell(display);
        Session session = new WorkbenchSession();
        Workbench workbench = Workbench.open(shell, session, folder.resolve("tables"));
        database = TestDatabase.create(folder, TestDatabase.SIX_GAMES);
        session.setDatabase(database);
        session.load(PgnText.read("""
                [White "A"]
                [Black "B"]
                [Result "0-1"]

                1. f3 { [%eval -0.3] } e5 { [%eval -0.2] } 2. g4 { [%eval -3.5] } Qh4# 0-1
                """, "reviewed.pgn"));
        Ui.waitUntil(display, 10_000, "the explorer's statistics", () -> workbench.explorer().table().getItemCount() > 0);
        Ui.waitUntil(display, 10_000, "the games", () -> workbench.games().table().getItemCount() > 0);
        Ui.settle(display);
        assertTrue(workbench.notation().graph().isVisible(), "the evaluation graph is shown");
        int explorerRows = visibleRows(workbench.explorer().table());
        int engineLines = visibleRows(workbench.engine().table());
        int gamesRows = visibleRows(workbench.games().table());
        StyledText notation = workbench.notation().text();
        int notationLines = (notation.getClientArea().height - notation.getTopMargin() - notation.getBottomMargin())
                / (notation.getLineHeight() + notation.getLineSpacing());
        Screenshots.save(shell, "default-layout");
        Workbench.bringForward(workbench.repertoire());
        session.setRepertoire(RepertoireFile.empty(rookery.chess.Color.WHITE));
        Ui.settle(display);
        Tree tree = workbench.repertoire().tree();
        int repertoireRows = tree.getClientArea().height / tree.getItemHeight();
        Screenshots.save(shell, "default-layout-repertoire");
        assertTrue(workbench.repertoire().title().endsWith("\u00b7 0 lines"), "an empty repertoire: " + workbench.repertoire().title());
        String measured = "explorer " + explorerRows + ", engine " + engineLines + ", games " + gamesRows + ", notation "
                + notationLines + ", repertoire " + repertoireRows;
        System.out.println("At 1400x900: " + measured);
        assertTrue(explorerRows >= 10, measured);
        assertTrue(engineLines >= 3, measured);
        assertTrue(gamesRows >= 8, measured);
        assertTrue(notationLines >= 10, measured);
        assertTrue(repertoireRows >= 8, measured);
    }

    private static int visibleRows(Table table) {
        return (table.getClientArea().height - table.getHeaderHeight()) / table.getItemHeight();
    }

    @Test
    void resetGivesTheSharesBackAndShowsEachStacksFirstPart() throws IOException {
        MTrimmedWindow window = MBasicFactory.INSTANCE.createTrimmedWindow();
        MPartSashContainer right = MBasicFactory.INSTANCE.createPartSashContainer();
        right.setElementId("rookery.app.sash.right");
        window.getChildren().add(right);
        MPartStack explorer = stack("rookery.partstack.explorer", "80");
        MPartStack games = stack("rookery.partstack.games", "20");
        right.getChildren().add(explorer);
        right.getChildren().add(games);
        MPart gamesPart = part(games, "rookery.ui.part.games");
        MPart endgamePart = part(games, "rookery.ui.part.endgame");
        games.setSelectedElement(endgamePart);
        window.setWidth(700);

        DefaultLayout.read(model("""
                <application:Application xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
                  <children xsi:type="basic:TrimmedWindow" elementId="main" width="1400" height="900">
                    <children elementId="rookery.partstack.explorer" containerData="55"/>
                    <children elementId="rookery.partstack.games" containerData="45"/>
                  </children>
                </application:Application>""")).applyTo(window);

        assertEquals("55", explorer.getContainerData());
        assertEquals("45", games.getContainerData());
        assertSame(gamesPart, games.getSelectedElement());
        assertEquals(1400, window.getWidth());
        assertEquals(900, window.getHeight());
    }

    @Test
    void aModelWithoutAWindowOrWithABadShareIsRefusedWithTheReason() {
        IOException noWindow = assertThrows(IOException.class, () -> DefaultLayout.read(model("<application/>")));
        assertTrue(noWindow.getMessage().contains("no main window"), noWindow.getMessage());
        IOException badShare = assertThrows(IOException.class, () -> DefaultLayout.read(model(
                "<a xmlns:xsi='x'><children xsi:type='basic:TrimmedWindow' width='1' height='1'/><b elementId='s' containerData='wide'/></a>")));
        assertTrue(badShare.getMessage().contains("wide"), badShare.getMessage());
    }

    private static MPartStack stack(String id, String share) {
        MPartStack stack = MBasicFactory.INSTANCE.createPartStack();
        stack.setElementId(id);
        stack.setContainerData(share);
        return stack;
    }

    private static MPart part(MPartStack stack, String id) {
        MPart part = MBasicFactory.INSTANCE.createPart();
        part.setElementId(id);
        stack.getChildren().add(part);
        return part;
    }

    private static ByteArrayInputStream model(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
