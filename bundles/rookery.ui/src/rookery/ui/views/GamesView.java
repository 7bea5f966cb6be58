package rookery.ui.views;

import java.io.IOException;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import rookery.database.ExploreFilter;
import rookery.database.Game;
import rookery.database.GameHeader;
import rookery.database.GameList;
import rookery.database.GameSearch;
import rookery.database.GameSort;
import rookery.database.OpeningDatabase;
import rookery.database.ResultCounts;
import rookery.database.StructureMatches;
import rookery.database.StructureMove;
import rookery.database.StructureQuery;
import rookery.ui.actions.GameDeleting;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.dialogs.ImportDialog;
import rookery.ui.game.GameTree;
import rookery.ui.jobs.Background;
import rookery.ui.model.FilterText;
import rookery.ui.model.GameColumn;
import rookery.ui.model.GameFile;
import rookery.ui.session.DatabaseChange;
import rookery.ui.session.FilterChange;
import rookery.ui.session.GameFileChange;
import rookery.ui.session.PositionChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;
import rookery.ui.session.StructureChange;
import rookery.ui.widgets.CompactGrid;
import rookery.ui.model.Counts;

/**
 * The games of the open database: a Lucene query, optionally only the games reaching the current
 * position (then restricted by the Opening Explorer's filter, so the list holds the games the
 * explorer counts), shown a page at a time. The database sorts all of them: by average Elo, date
 * or relevance from the chooser, or by a column whose header was clicked (again: reversed). A
 * double click opens the game in the notation and on the board, at the current position when
 * the list follows it, where the game met a search by structure when the list shows one. A PGN
 * file opened as a list ({@link GameFile}) takes the database's place with the same columns,
 * orders and query syntax, until it is closed; from there it can be imported into the open database.
 */
public class GamesView extends Composite implements SessionListener {
    public static final int PAGE_SIZE = 100;
    /** Column widths in GameColumn order. */
    private static final int[] WIDTHS = {150, 50, 150, 50, 60, 90, 180, 50, 50, 55, 55};
    private static final GameSort[] SORTS = {GameSort.ELO, GameSort.DATE, GameSort.RELEVANCE};

    private final Session session;
    private final Composite fileBar;
    private final Label fileLabel;
    private final Composite structureBar;
    private final Label structureLabel;
    private final Button importFile;
    private final Background queries;
    private final Background loader;
    private final Background tallies;
    private final Text query;
    /** The title of Import into Database's question, by which tests find it. */
    public static final String IMPORT_TITLE = "Import into Database";
    private final Button followPosition;
    /** Whether the list followed the position before a file was listed, to follow it again once the file is closed. */
    private boolean followedBeforeFile = true;
    private final Combo sort;
    private final Label filterNote;
    /** Why the list is empty (no database open, a query that does not parse), on a line of its own so the toolbar keeps its layout. */
    private final Label problemLine;
    private final Table table;
    private final Label pageLabel;
    private final Button previous;
    private final Button next;
    private PositionChange current;
    private int page;
    private long total;
    private List<GameHeader> games = List.of();
    private GameList listed = new GameList(0, List.of());
    private GameColumn sortColumn;
    private boolean descending;
    private long shownQuery;
    private GameFile file;

    public GamesView(Composite parent, Session session) {
        super(parent, SWT.NONE);
        this.session = session;
        queries = new Background("games", getDisplay()::asyncExec);
        loader = new Background("game-loader", getDisplay()::asyncExec);
        tallies = new Background("games-results", getDisplay()::asyncExec);
        setLayout(CompactGrid.of(6));
        fileBar = new Composite(this, SWT.NONE);
        fileBar.setLayout(new GridLayout(3, false));
        GridData fileBarData = new GridData(SWT.FILL, SWT.CENTER, true, false, 6, 1);
        fileBarData.exclude = true;
        fileBar.setLayoutData(fileBarData);
        fileBar.setVisible(false);
        fileLabel = new Label(fileBar, SWT.NONE);
        fileLabel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        importFile = new Button(fileBar, SWT.PUSH);
        importFile.setText("Import into Database");
        importFile.setToolTipText("Import every game of this file into the open database");
        importFile.addListener(SWT.Selection, event -> importShownFile());
        Button closeFile = new Button(fileBar, SWT.PUSH);
        closeFile.setText("Close File");
        closeFile.setToolTipText("Close the file and list the database's games again");
        closeFile.addListener(SWT.Selection, event -> closeShownFile());
        structureBar = new Composite(this, SWT.NONE);
        structureBar.setLayout(new GridLayout(2, false));
        GridData structureData = new GridData(SWT.FILL, SWT.CENTER, true, false, 6, 1);
        structureData.exclude = true;
        structureBar.setLayoutData(structureData);
        structureBar.setVisible(false);
        structureLabel = new Label(structureBar, SWT.WRAP);
        structureLabel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button clearStructure = new Button(structureBar, SWT.PUSH);
        clearStructure.setText("Clear");
        clearStructure.setToolTipText("List the games without the search by structure again");
        clearStructure.addListener(SWT.Selection, event -> session.setStructureSearch(null));
        query = new Text(this, SWT.BORDER | SWT.SEARCH | SWT.ICON_SEARCH);
        query.setMessage("Search: player:carlsen eco:B90 elo:[2600 TO *] year:[2010 TO 2020]");
        query.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        query.addListener(SWT.DefaultSelection, event -> firstPage());
        followPosition = new Button(this, SWT.CHECK);
        followPosition.setText("Reaching this position");
        followPosition.setSelection(true);
        followPosition.addListener(SWT.Selection, event -> firstPage());
        sort = new Combo(this, SWT.READ_ONLY);
        sort.setItems("Highest Elo", "Newest", "Relevance");
        sort.select(0);
        sort.addListener(SWT.Selection, event -> sortByChooser());
        previous = new Button(this, SWT.PUSH);
        previous.setText("\u25c0");
        previous.setToolTipText("Previous page");
        previous.addListener(SWT.Selection, event -> showPage(page - 1));
        pageLabel = new Label(this, SWT.CENTER);
        pageLabel.setLayoutData(new GridData(SWT.CENTER, SWT.CENTER, false, false));
        next = new Button(this, SWT.PUSH);
        next.setText("\u25b6");
        next.setToolTipText("Next page");
        next.addListener(SWT.Selection, event -> showPage(page + 1));

        filterNote = new Label(this, SWT.WRAP);
        filterNote.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 6, 1));
        problemLine = new Label(this, SWT.WRAP);
        GridData problemData = new GridData(SWT.FILL, SWT.CENTER, true, false, 6, 1);
        problemData.exclude = true;
        problemLine.setLayoutData(problemData);
        problemLine.setVisible(false);
        table = new Table(this, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.VIRTUAL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 6, 1));
        for (GameColumn column : GameColumn.values()) {
            TableColumn tableColumn = new TableColumn(table, alignment(column));
            tableColumn.setText(column.title());
            tableColumn.setToolTipText(column.tooltip());
            tableColumn.setWidth(column.fromReview() ? 0 : WIDTHS[column.ordinal()]);
            tableColumn.setResizable(!column.fromReview());
            tableColumn.addListener(SWT.Selection, event -> sortBy(column));
        }
        table.addListener(SWT.SetData, event -> {
            TableItem item = (TableItem) event.item;
            int index = table.indexOf(item);
            if (index < 0 || index >= games.size()) {
                return;
            }
            GameHeader game = games.get(index);
            for (GameColumn column : GameColumn.values()) {
                item.setText(column.ordinal(), column.text(game, listed.review(game.id())));
            }
            item.setData(game);
        });
        table.addListener(SWT.DefaultSelection, event -> openSelected());
        table.addListener(SWT.KeyDown, event -> {
            if (event.keyCode == SWT.DEL && event.stateMask == 0) {
                deleteSelected();
            }
        });
        table.setMenu(contextMenu());
        addListener(SWT.Dispose, event -> {
            queries.close();
            loader.close();
            tallies.close();
        });
        current = session.snapshot();
        firstPage();
    }

    private static int alignment(GameColumn column) {
        return switch (column) {
            case WHITE_ELO, BLACK_ELO, PLIES, WHITE_ACCURACY, BLACK_ACCURACY -> SWT.RIGHT;
            case RESULT, ECO -> SWT.CENTER;
            default -> SWT.LEFT;
        };
    }

    public Table table() {
        return table;
    }

    public Text query() {
        return query;
    }

    public Button followPosition() {
        return followPosition;
    }

    public Button next() {
        return next;
    }

    /** The games of the page shown, in display order. */
    public List<GameHeader> games() {
        return games;
    }

    public long total() {
        return total;
    }

    /** The PGN file listed instead of the database's games, or null. */
    public GameFile file() {
        return file;
    }

    /** Which of the explorer's filters apply to the list, empty when none does. */
    public String filterNote() {
        return filterNote.getText();
    }

    public String pageText() {
        return pageLabel.getText();
    }

    /** Why the search did not run, empty when it did. */
    public String problem() {
        return problemLine.getText();
    }

    @Override
    public void changed(SessionEvent event) {
        if (isDisposed()) {
            return;
        }
        switch (event) {
            case PositionChange change -> {
                current = change;
                if (followsPosition()) {
                    firstPage();
                }
            }
            case DatabaseChange change -> {
                importFile.setEnabled(session.database() != null);
                if (file == null) {
                    firstPage();
                }
            }
            case FilterChange change -> {
                if (followsPosition()) {
                    firstPage();
                }
            }
            case GameFileChange(GameFile opened) -> show(opened);
            case StructureChange(StructureMatches matches) -> showStructure(matches);
            default -> {
            }
        }
    }

    private void firstPage() {
        showPage(0);
    }

    /** The games of a search by structure (over the whole database: the list stops following the position), or all again. */
    private void showStructure(StructureMatches found) {
        boolean shown = found != null;
        structureBar.setVisible(shown);
        ((GridData) structureBar.getLayoutData()).exclude = !shown;
        if (shown) {
            followPosition.setSelection(false);
            structureLabel.setText(found.query().describe() + ": " + Counts.of(found.size(), "game"));
            OpeningDatabase database = session.database();
            if (database != null) {
                tallies.submit(() -> structureSummary(database, found), summary -> {
                    if (!structureLabel.isDisposed() && session.structureSearch() == found) {
                        structureLabel.setText(summary);
                        structureLabel.requestLayout();
                    }
                }, e -> structureLabel.setText(found.query().describe() + ": " + Counts.of(found.size(), "game")));
            }
        }
        requestLayout();
        firstPage();
    }

    /** The search, its games and how they ended, and for a pawn structure the piece moves most played in it. */
    private static String structureSummary(OpeningDatabase database, StructureMatches found) throws Exception {
        ResultCounts results = database.results(GameSearch.of(null, "", GameSort.DATE).within(found));
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%s: %s, white wins %,d, draws %,d, black wins %,d (white scores %.1f%%)",
                found.query().describe(), Counts.of(found.size(), "game"), results.white(), results.draws(), results.black(), results.whiteScore()));
        if (found.query() instanceof StructureQuery.Pawns pawns) {
            List<StructureMove> moves = database.pieceMoves(pawns.structure(), found, 6);
            for (int i = 0; i < moves.size(); i++) {
                StructureMove move = moves.get(i);
                text.append(i == 0 ? "\nPiece moves in this structure: " : ", ").append(move.side() == rookery.chess.Color.WHITE ? "" : "...")
                        .append(move.san()).append(String.format(Locale.ROOT, " %d (%.0f%%)", move.games(), move.score()));
            }
        }
        return text.toString();
    }

    /** The search by structure the list is restricted to, as shown above it; empty without one. */
    public String structureText() {
        return structureBar.getVisible() ? structureLabel.getText() : "";
    }

    private boolean followsPosition() {
        return file == null && followPosition.getSelection();
    }

    /** Lists the file's games (as they are read) instead of the database's, null the database's again: each from a blank query. */
    private void show(GameFile shown) {
        file = shown;
        boolean listsFile = shown != null;
        fileBar.setVisible(listsFile);
        ((GridData) fileBar.getLayoutData()).exclude = !listsFile;
        if (listsFile && followPosition.getEnabled()) {
            followedBeforeFile = followPosition.getSelection();
        }
        // Unticked while a file is listed: its list holds all its games, whatever the position.
        followPosition.setSelection(listsFile ? false : followedBeforeFile);
        followPosition.setEnabled(!listsFile);
        importFile.setEnabled(session.database() != null);
        if (listsFile) {
            fileLabel.setText(shown.file().getFileName().toString());
            fileLabel.setToolTipText(shown.file().toString());
            // The reading thread may report after the workbench closed this view (a quit while the file is read).
            Display display = getDisplay();
            shown.onProgress(() -> {
                if (!display.isDisposed()) {
                    display.asyncExec(() -> {
                        if (!isDisposed() && file == shown) {
                            showPage(page);
                        }
                    });
                }
            });
        }
        query.setText("");
        forgetColumnOrder();
        table.deselectAll();
        requestLayout();
        firstPage();
    }

    /** Imports the listed file into the open database once the user agrees to what is about to happen. */
    private void importShownFile() {
        OpeningDatabase database = session.database();
        if (file != null && database != null && new MessageDialog(getShell(), IMPORT_TITLE, null, importQuestion(file, database),
                MessageDialog.QUESTION, 0, "Import", "Cancel").open() == 0) {
            new ImportDialog(getShell(), session).start(database, List.of(file.file()));
        }
    }

    /** The question Import into Database asks: how many games, from which file, into which database. */
    static String importQuestion(GameFile listed, OpeningDatabase database) {
        String games = listed.complete() ? Counts.of(listed.games(), "game") : "the games (" + Counts.of(listed.games(), "game") + " read so far)";
        String now;
        try {
            now = Counts.of(database.gameCount(), "game") + " now, ";
        } catch (java.sql.SQLException e) {
            now = "";
        }
        return "Import " + games + " of " + listed.file().getFileName() + " into the database " + database.folder().getFileName() + " ("
                + now + "at " + database.folder() + ")? Games already there are skipped.";
    }

    private void closeShownFile() {
        try {
            session.openGameFile(null);
        } catch (IOException e) {
            pageLabel.setText("Cannot close the file: " + e.getMessage());
        }
    }

    /** The search the list shows now: the query, and with the position the explorer's filter. */
    public GameSearch search() {
        boolean follows = followsPosition();
        GameSort order = sortColumn != null ? sortColumn.sort() : SORTS[sort.getSelectionIndex()];
        boolean downwards = sortColumn != null ? descending : order.descendingFirst();
        return new GameSearch(follows ? current.position() : null, query.getText(),
                follows ? session.explorerFilter() : ExploreFilter.NONE, order, downwards, file == null ? session.structureSearch() : null);
    }

    /** Queries the page {@code number} (0-based) of the search, sorted by the database over all its games. */
    private void showPage(int number) {
        OpeningDatabase database = session.database();
        GameFile listed = file;
        long queryNumber = ++shownQuery;
        if (database == null && listed == null) {
            queries.cancel();
            show(queryNumber, 0, new GameList(0, List.of()), "No database open.");
            return;
        }
        int wanted = Math.max(0, number);
        GameSearch search = search();
        String filtered = FilterText.of(search.filter());
        showLine(filterNote, filtered.isEmpty() ? "" : "As the Opening Explorer: " + filtered);
        queries.submit(() -> listed != null ? listed.games(search, wanted * PAGE_SIZE, PAGE_SIZE)
                : database.games(search, wanted * PAGE_SIZE, PAGE_SIZE), list -> show(queryNumber, wanted, list, ""),
                e -> show(queryNumber, 0, new GameList(0, List.of()),
                        e instanceof IllegalArgumentException ? "The search did not run. " + e.getMessage() : "The search failed: " + e.getMessage()));
    }

    /** A line under the toolbar that takes room only while it has text. */
    private static void showLine(Label line, String text) {
        line.setText(text);
        ((GridData) line.getLayoutData()).exclude = text.isEmpty();
        line.setVisible(!text.isEmpty());
        line.requestLayout();
    }

    private void show(long queryNumber, int number, GameList list, String problem) {
        if (isDisposed() || queryNumber != shownQuery) {
            return;
        }
        showLine(problemLine, problem);
        total = list.total();
        page = number;
        int selected = table.getSelectionIndex();
        long selectedId = selected >= 0 && selected < games.size() ? games.get(selected).id() : -1;
        table.deselectAll();
        games = List.copyOf(list.games());
        listed = list;
        showReviewColumns(!list.reviews().isEmpty());
        table.clearAll();
        table.setItemCount(games.size());
        for (int i = 0; i < games.size(); i++) {
            if (games.get(i).id() == selectedId) {
                table.select(i);
            }
        }
        int pages = (int) Math.max(1, (total + PAGE_SIZE - 1) / PAGE_SIZE);
        pageLabel.setText(Counts.of(total, "game") + String.format(Locale.ROOT, " · page %d of %,d", page + 1, pages) + fileState());
        previous.setEnabled(page > 0);
        next.setEnabled(page + 1 < pages);
        pageLabel.requestLayout();
    }

    /** Shows the accuracy columns while listed games have stored engine reviews, hides them otherwise. */
    private void showReviewColumns(boolean shown) {
        for (GameColumn column : GameColumn.values()) {
            if (column.fromReview()) {
                TableColumn tableColumn = table.getColumn(column.ordinal());
                if (shown != (tableColumn.getWidth() > 0)) {
                    tableColumn.setWidth(shown ? WIDTHS[column.ordinal()] : 0);
                    tableColumn.setResizable(shown);
                }
            }
        }
    }

    /** Whether the accuracy columns of stored engine reviews are shown. */
    public boolean showsReviewColumns() {
        return table.getColumn(GameColumn.WHITE_ACCURACY.ordinal()).getWidth() > 0;
    }

    /** How far reading the listed file got, when it is not read to its end without trouble. */
    private String fileState() {
        if (file == null) {
            return "";
        }
        String rejected = file.rejected() > 0 ? " · " + Counts.of(file.rejected(), "game") + " refused" : "";
        if (!file.complete()) {
            return " · reading the file…" + rejected;
        }
        return file.problem().isEmpty() ? rejected : rejected + " · reading stopped: " + file.problem();
    }

    private void sortByChooser() {
        if (sort.getSelectionIndex() >= SORTS.length) {
            return;
        }
        forgetColumnOrder();
        firstPage();
    }

    /** Back to the chooser's orders: no column sorts the list, and the chooser no longer names one. */
    private void forgetColumnOrder() {
        if (sort.getItemCount() > SORTS.length) {
            sort.remove(SORTS.length);
        }
        if (sort.getSelectionIndex() < 0) {
            sort.select(0);
        }
        sortColumn = null;
        table.setSortColumn(null);
    }

    /**
     * Sorts every listed game by the column: its usual direction first, reversed on the next click;
     * the order chooser says so ("By Date") instead of naming an order the list no longer has.
     */
    public void sortBy(GameColumn column) {
        descending = column == sortColumn ? !descending : column.sort().descendingFirst();
        sortColumn = column;
        if (sort.getItemCount() > SORTS.length) {
            sort.setItem(SORTS.length, "By " + column.title());
        } else {
            sort.add("By " + column.title());
        }
        sort.select(SORTS.length);
        table.setSortColumn(table.getColumn(column.ordinal()));
        table.setSortDirection(descending ? SWT.DOWN : SWT.UP);
        firstPage();
    }

    /** Opens the selected game (read off the UI thread) at the current position if it reaches it, else at its start. */
    private Menu contextMenu() {
        Menu menu = new Menu(table);
        MenuItem open = new MenuItem(menu, SWT.PUSH);
        open.setText("Open Game");
        open.addListener(SWT.Selection, event -> openSelected());
        MenuItem delete = new MenuItem(menu, SWT.PUSH);
        delete.setText("Delete Games...\tDel");
        delete.addListener(SWT.Selection, event -> deleteSelected());
        menu.addListener(SWT.Show, event -> {
            open.setEnabled(table.getSelectionCount() == 1);
            delete.setEnabled(file == null && session.database() != null && table.getSelectionCount() > 0);
            delete.setText(table.getSelectionCount() > 1 ? "Delete " + table.getSelectionCount() + " Games...\tDel" : "Delete Game...\tDel");
        });
        return menu;
    }

    /** Deletes the selected games of the database, after asking (not from a PGN file's list). */
    public void deleteSelected() {
        if (file != null || session.database() == null) {
            return;
        }
        long[] ids = java.util.Arrays.stream(table.getSelectionIndices()).filter(index -> index < games.size())
                .mapToLong(index -> games.get(index).id()).toArray();
        GameDeleting.delete(getShell(), session, ids, pageLabel::setText);
    }

    public void openSelected() {
        int index = table.getSelectionIndex();
        OpeningDatabase database = session.database();
        GameFile listed = file;
        if (index < 0 || index >= games.size() || database == null && listed == null) {
            return;
        }
        if (!UnsavedChanges.allow(getShell(), session, "open another game")) {
            return;
        }
        long id = games.get(index).id();
        if (listed != null) {
            loader.submit(() -> listed.game(id), session::load, e -> pageLabel.setText("Cannot open the game: " + e.getMessage()));
            return;
        }
        long currentKey = current.position().key();
        StructureMatches structure = session.structureSearch();
        loader.submit(() -> {
            Game game = database.game(id);
            if (game == null) {
                throw new IllegalStateException("game " + id + " is no longer in the database");
            }
            GameTree tree = GameTree.fromDatabase(game, database.review(id), database.folder());
            long key = structure == null ? currentKey : keyWhereFound(database, structure, game);
            return new Opened(tree, tree.findOnMainLine(key));
        }, opened -> session.load(opened.tree(), opened.node()), e -> pageLabel.setText("Cannot open the game: " + e.getMessage()));
    }

    private record Opened(GameTree tree, rookery.ui.game.MoveNode node) {
    }

    /** The key of the position where the game first met the search by structure (the start when it never did). */
    private static long keyWhereFound(OpeningDatabase database, StructureMatches structure, Game game) throws Exception {
        int ply = structure.firstPly(game.header().id());
        if (ply < 0) {
            ply = database.firstPly(structure.query(), game.header().id());
        }
        rookery.chess.Position position = game.startPosition();
        for (int i = 0; i < Math.min(ply, game.moves().length); i++) {
            position.play(game.moves()[i]);
        }
        return position.key();
    }
}
