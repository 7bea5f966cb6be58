package rookery.ui.views;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import rookery.database.Game;
import rookery.database.OpeningDatabase;
import rookery.database.TheoryReport;
import rookery.database.TheoryRow;
import rookery.database.TheoryTables;
import rookery.tablebase.Tablebases;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.game.GameTree;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.model.SyzygyFolders;
import rookery.ui.session.Session;
import rookery.ui.model.Counts;

/**
 * Theory against practice in the open database's endgames, in the Endgame part: by material, by
 * average Elo or by player, how often the positions won in theory were won, drawn or lost, and
 * the drawn ones held or lost. A double click opens the row's first game where practice fell short
 * of theory. Update finds every game's first position in the tables again (after generating more).
 */
public class TheoryView extends Composite {
    private static final String[] GROUPS = {"By material", "By average Elo", "By player"};
    private static final String[] COLUMNS = {"", "Games", "Wins*", "Won", "Drawn", "Lost", "Draws*", "Held", "Lost", "Short of theory"};
    private static final String[] TIPS = {"", "Games that reached a position of the endgame tables", "Positions won in theory for one side",
        "... that this side won", "... that ended in a draw", "... that this side lost", "Positions drawn in theory", "... drawn in the game",
        "... decided in the game", "The first games where a win was not won or a draw was lost (double click: the first)"};

    private final Session session;
    private final Tablebases tables;
    private final Background queries;
    private final Combo group;
    private final Label note;
    private final Table table;
    private TheoryReport report;
    private List<TheoryRow> rows = List.of();

    public TheoryView(Composite parent, Session session, Tablebases tables) {
        super(parent, SWT.NONE);
        this.session = session;
        this.tables = tables;
        queries = new Background("theory", DisplayExecutor.of(getDisplay()));
        setLayout(new GridLayout(3, false));
        Label title = new Label(this, SWT.NONE);
        title.setText("Theory vs practice");
        group = new Combo(this, SWT.READ_ONLY);
        group.setItems(GROUPS);
        group.select(0);
        group.addListener(SWT.Selection, event -> showRows());
        Button update = new Button(this, SWT.PUSH);
        update.setText("Update from Tables");
        update.setToolTipText("Find every game's first position in the endgame tables again (after generating more tables)");
        update.addListener(SWT.Selection, event -> updateFromTables());
        note = new Label(this, SWT.WRAP);
        note.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        table = new Table(this, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        for (int i = 0; i < COLUMNS.length; i++) {
            TableColumn column = new TableColumn(table, i == 0 || i == COLUMNS.length - 1 ? SWT.LEFT : SWT.RIGHT);
            column.setText(COLUMNS[i]);
            column.setToolTipText(TIPS[i]);
            column.setWidth(i == 0 ? 130 : i == COLUMNS.length - 1 ? 160 : 58);
        }
        table.addListener(SWT.DefaultSelection, event -> openFirstMissed());
        addListener(SWT.Dispose, event -> queries.close());
        refresh();
    }

    public Table table() {
        return table;
    }

    public Combo group() {
        return group;
    }

    public String note() {
        return note.getText();
    }

    /** The report shown, null before the first one is read. */
    public TheoryReport report() {
        return report;
    }

    /** Reads the open database's report again. */
    public void refresh() {
        OpeningDatabase database = session.database();
        if (database == null) {
            report = null;
            note.setText("No database is open.");
            showRows();
            return;
        }
        queries.submit(() -> database.theoryReport(null, 10), this::show, e -> note.setText("Cannot read the report: " + e.getMessage()));
    }

    private void updateFromTables() {
        OpeningDatabase database = session.database();
        if (database == null) {
            return;
        }
        note.setText("Replaying the games against the tables...");
        List<Path> syzygyFolders = session.preferences().syzygyFolders();
        queries.submit(() -> {
            database.updateTheory(new TheoryTables(tables, SyzygyFolders.open(syzygyFolders)), Runtime.getRuntime().availableProcessors(),
                    rookery.database.ScanProgress.NONE);
            return database.theoryReport(null, 10);
        }, this::show, e -> note.setText("Cannot update: " + e.getMessage()));
    }

    private void show(TheoryReport shown) {
        if (isDisposed()) {
            return;
        }
        report = shown;
        TheoryRow total = shown.total();
        note.setText(total.games() == 0
                ? "No game of this database reached a position of the endgame tables (import with tables, or Update from Tables)."
                : String.format(java.util.Locale.ROOT, "%s reached the tables: %,d of %,d won positions won (%.0f%%), %,d of %,d drawn "
                        + "positions lost (* by the tables, which ignore the 50-move rule).", Counts.of(total.games(), "game"), total.converted(), total.theoryWins(),
                        total.conversion(), total.drawsLost(), total.theoryDraws()));
        note.requestLayout();
        showRows();
    }

    private void showRows() {
        rows = report == null ? List.of() : switch (group.getSelectionIndex()) {
            case 1 -> report.byElo();
            case 2 -> report.byPlayer();
            default -> report.bySignature();
        };
        table.setRedraw(false);
        try {
            table.removeAll();
            for (TheoryRow row : rows) {
                TableItem item = new TableItem(table, SWT.NONE);
                item.setText(new String[] {row.label(), Integer.toString(row.games()), Integer.toString(row.theoryWins()),
                    Integer.toString(row.converted()), Integer.toString(row.winsDrawn()), Integer.toString(row.winsLost()),
                    Integer.toString(row.theoryDraws()), Integer.toString(row.drawsHeld()), Integer.toString(row.drawsLost()),
                    row.missed().isEmpty() ? "" : Counts.of(row.missed().size(), "game") + ", first #" + row.missed().get(0)});
            }
        } finally {
            table.setRedraw(true);
        }
    }

    private record Opened(GameTree tree, rookery.ui.game.MoveNode node) {
    }

    /** Opens the selected row's first game where practice fell short of theory, at its first position in the tables. */
    public void openFirstMissed() {
        int index = table.getSelectionIndex();
        OpeningDatabase database = session.database();
        if (index < 0 || index >= rows.size() || rows.get(index).missed().isEmpty() || database == null) {
            return;
        }
        if (!UnsavedChanges.allow(getShell(), session, "open another game")) {
            return;
        }
        long id = rows.get(index).missed().get(0);
        queries.submit(() -> {
            Game game = database.game(id);
            if (game == null) {
                throw new IllegalStateException("game " + id + " is no longer in the database");
            }
            GameTree tree = GameTree.fromDatabase(game, database.review(id), database.folder());
            rookery.ui.game.MoveNode node = tree.root();
            for (int ply = database.theoryPly(id); ply > 0 && node.mainChild() != null; ply--) {
                node = node.mainChild();
            }
            return new Opened(tree, node);
        }, opened -> session.load(opened.tree(), opened.node()), e -> note.setText("Cannot open the game: " + e.getMessage()));
    }
}
