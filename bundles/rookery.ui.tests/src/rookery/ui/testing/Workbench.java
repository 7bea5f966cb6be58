package rookery.ui.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;

import rookery.tablebase.Tablebases;
import rookery.ui.layout.DefaultLayout;
import rookery.ui.session.Session;
import rookery.ui.session.SessionListener;
import rookery.ui.views.BoardView;
import rookery.ui.views.EndgameView;
import rookery.ui.views.EngineView;
import rookery.ui.views.ExplorerView;
import rookery.ui.views.DatabasesView;
import rookery.ui.views.GameListTabs;
import rookery.ui.views.GamesView;
import rookery.ui.views.NotationView;
import rookery.ui.views.RepertoireView;

/**
 * The views (the Databases part behind the notation, the Games part with its tabs of open databases) laid out as the application model's perspective, under a menu bar as the product's (board and notation left;
 * explorer, engine, and games, endgame and repertoire in one stack right), with the shares and window size the product's
 * application model gives them, all following one session, without e4.
 */
public record Workbench(BoardView board, NotationView notation, ExplorerView explorer, EngineView engine, GamesView games,
        EndgameView endgame, RepertoireView repertoire, GameListTabs gameTabs, DatabasesView databases) {

    /** The product's application model, beside this bundle in the source tree. */
    private static final Path APPLICATION_MODEL = Path.of("../rookery.app/Application.e4xmi");

    public static Workbench open(Shell shell, Session session, Path tables) {
        DefaultLayout layout = defaultLayout();
        shell.setText("Rookery");
        shell.setLayout(new FillLayout());
        Menu menuBar = new Menu(shell, SWT.BAR);
        for (String menu : List.of("&File", "&Edit", "&Game", "&Window", "&Help")) {
            new MenuItem(menuBar, SWT.CASCADE).setText(menu);
        }
        shell.setMenuBar(menuBar);
        SashForm main = new SashForm(shell, SWT.HORIZONTAL);
        SashForm left = new SashForm(main, SWT.VERTICAL);
        BoardView board = new BoardView(tab(left, "Board"), session);
        Composite notationContent = tab(left, "Notation");
        NotationView notation = new NotationView(notationContent, session);
        DatabasesView databases = new DatabasesView(item((CTabFolder) notationContent.getParent(), "Databases"), session);
        left.setWeights(layout.share("rookery.partstack.board"), layout.share("rookery.partstack.notation"));
        SashForm right = new SashForm(main, SWT.VERTICAL);
        ExplorerView explorer = new ExplorerView(tab(right, "Opening Explorer"), session);
        EngineView engine = new EngineView(tab(right, "Engine"), session);
        CTabFolder bottom = folder(right);
        GameListTabs gameTabs = new GameListTabs(item(bottom, "Games"), session);
        GamesView games = gameTabs.games();
        EndgameView endgame = new EndgameView(item(bottom, "Endgame"), session, Tablebases.open(tables));
        RepertoireView repertoire = new RepertoireView(item(bottom, "Repertoire"), session);
        bottom.setSelection(0);
        right.setWeights(layout.share("rookery.partstack.explorer"), layout.share("rookery.partstack.engine"),
                layout.share("rookery.partstack.games"));
        main.setWeights(layout.share("rookery.app.sash.left"), layout.share("rookery.app.sash.right"));
        Workbench workbench = new Workbench(board, notation, explorer, engine, games, endgame, repertoire, gameTabs, databases);
        for (SessionListener view : List.<SessionListener>of(board, notation, explorer, engine, gameTabs, endgame, repertoire, databases)) {
            session.addListener(view);
        }
        shell.setSize(layout.width(), layout.height());
        shell.open();
        return workbench;
    }

    /** Brings the view forward in its stack, as a click on its tab does. */
    public static void bringForward(Composite view) {
        CTabFolder folder = (CTabFolder) view.getParent().getParent();
        for (CTabItem item : folder.getItems()) {
            if (item.getControl() == view.getParent()) {
                folder.setSelection(item);
            }
        }
    }

    public static DefaultLayout defaultLayout() {
        try (InputStream model = Files.newInputStream(APPLICATION_MODEL)) {
            return DefaultLayout.read(model);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
        // The product's stacks have minimize and maximize buttons, which make their tab row taller.
        folder.setMinimizeVisible(true);
        folder.setMaximizeVisible(true);
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
