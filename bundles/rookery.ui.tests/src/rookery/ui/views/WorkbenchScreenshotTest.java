package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.San;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.tablebase.Tablebases;
import rookery.ui.model.Session;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/**
 * The main perspective as the application model lays it out (board and notation left; explorer,
 * engine, games and endgame right) on a real database, the first games of the shared masters
 * collection, with the built-in engine running: saved as target/screenshots/workbench.png.
 */
class WorkbenchScreenshotTest {
    private static final int GAMES = 2500;

    @TempDir
    Path folder;
    private Shell shell;
    private OpeningDatabase database;

    @AfterEach
    void close() throws Exception {
        if (shell != null) {
            shell.dispose();
            Ui.settle(Display.getDefault());
        }
        if (database != null) {
            database.close();
        }
    }

    @Test
    void mainPerspectiveWithARealDatabaseAndARunningEngine() throws Exception {
        Path masters = Path.of(System.getProperty("rookery.shared.data", "../shared/data"), "pgn/bench/masters-a-l.pgn");
        assumeTrue(Files.isRegularFile(masters), "shared data absent: " + masters);
        Path sample = firstGames(masters, GAMES);
        database = OpeningDatabase.open(folder.resolve("masters"));
        database.importFiles(List.of(sample), ImportOptions.defaults(), ImportListener.NONE);

        Display display = Display.getDefault();
        shell = new Shell(display);
        shell.setText("Rookery");
        shell.setLayout(new FillLayout());
        Session session = new Session();
        SashForm main = new SashForm(shell, SWT.HORIZONTAL);
        SashForm left = new SashForm(main, SWT.VERTICAL);
        BoardView board = new BoardView(tab(left, "Board"), session);
        NotationView notation = new NotationView(tab(left, "Notation"), session);
        left.setWeights(62, 38);
        SashForm right = new SashForm(main, SWT.VERTICAL);
        ExplorerView explorer = new ExplorerView(tab(right, "Opening Explorer"), session);
        EngineView engine = new EngineView(tab(right, "Engine"), session);
        CTabFolder bottom = folder(right);
        GamesView games = new GamesView(item(bottom, "Games"), session);
        EndgameView endgame = new EndgameView(item(bottom, "Endgame"), session, Tablebases.open(folder.resolve("tables")));
        bottom.setSelection(0);
        right.setWeights(40, 22, 38);
        main.setWeights(45, 55);
        for (var view : List.of(board, notation, explorer, engine, games, endgame)) {
            session.addListener(view);
        }
        session.setDatabase(database);
        shell.setSize(1400, 900);
        shell.open();
        for (String san : new String[] {"e4", "c5", "Nf3", "d6"}) {
            session.play(San.parse(session.position(), san));
        }
        session.back();
        session.play(San.parse(session.position(), "e6"));
        session.back();
        session.forward();
        long key = session.position().key();
        Ui.waitUntil(display, 20_000, "the explorer", () -> explorer.shownKey() == key);
        engine.setRunning(true);
        Ui.waitUntil(display, 30_000, "engine lines", () -> engine.table().getItemCount() >= 3
                && Integer.parseInt(engine.table().getItem(0).getText(1).split("/")[0]) >= 10);
        Ui.waitUntil(display, 20_000, "the games list", () -> games.total() > 0);
        Ui.settle(display);
        Path file = Screenshots.save(shell, "workbench");
        engine.setRunning(false);
        assertTrue(Files.size(file) > 10_000, "a real picture was written");
        assertTrue(explorer.shown().total().games() > 100, "the masters database knows 1.e4 c5 2.Nf3 d6");
    }

    private Path firstGames(Path pgn, int count) throws IOException {
        Path sample = folder.resolve("masters-sample.pgn");
        try (PgnReader reader = PgnReader.open(pgn); Writer out = Files.newBufferedWriter(sample, StandardCharsets.UTF_8)) {
            int written = 0;
            for (PgnRecord record = reader.next(); record != null && written < count; record = reader.next()) {
                if (record instanceof PgnGame game) {
                    out.write(game.text());
                    out.write("\n\n");
                    written++;
                }
            }
        }
        return sample;
    }

    private static Composite tab(Composite parent, String title) {
        CTabFolder folder = folder(parent);
        Composite content = item(folder, title);
        folder.setSelection(0);
        return content;
    }

    private static CTabFolder folder(Composite parent) {
        CTabFolder folder = new CTabFolder(parent, SWT.BORDER | SWT.FLAT);
        folder.setSimple(true);
        return folder;
    }

    private static Composite item(CTabFolder folder, String title) {
        CTabItem item = new CTabItem(folder, SWT.NONE);
        item.setText(title);
        Composite content = new Composite(folder, SWT.NONE);
        content.setLayout(new FillLayout());
        item.setControl(content);
        return content;
    }

}
