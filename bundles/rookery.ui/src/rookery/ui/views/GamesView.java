package rookery.ui.views;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
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
import rookery.database.GameSelection;
import rookery.database.GameSearch;
import rookery.database.GameSort;
import rookery.database.OpeningDatabase;
import rookery.database.ResultCounts;
import rookery.database.StructureMatches;
import rookery.database.StructureMove;
import rookery.database.StoredReview;
import rookery.database.StructureQuery;
import rookery.ui.actions.GameDeleting;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.dialogs.ImportDialog;
import rookery.ui.dialogs.PlayerDossierWindow;
import rookery.ui.dialogs.SearchFormDialog;
import rookery.ui.game.GameTree;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.model.FilterText;
import rookery.ui.model.GameColumn;
import rookery.ui.model.GameFile;
import rookery.ui.model.GameRows;
import rookery.ui.session.DatabaseChange;
import rookery.ui.session.FilterChange;
import rookery.ui.session.GameFileChange;
import rookery.ui.session.PositionChange;
import rookery.ui.session.PreferencesChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;
import rookery.ui.session.StructureChange;
import rookery.ui.widgets.CompactGrid;
import rookery.ui.model.Counts;

/**
 * The games of the open database: a Lucene query (typed, or built by the search form), optionally
 * only the games reaching the current position (then restricted by the Opening Explorer's filter,
 * so the list holds the games the explorer counts), in one virtual table without pages: the
 * database sorts the ids of all of them (by average Elo, date or relevance from the chooser, or by
 * a column whose header was clicked, again: reversed) and the rows shown are read in blocks
 * ({@link GameRows}) as they scroll into view. A right-click on the header chooses the columns
 * (kept in the preferences). A double click opens the game in the notation and on the board, at
 * the current position when the list follows it, where the game met a search by structure when
 * the list shows one; the menu also opens either player's dossier. A PGN file opened as a list
 * ({@link GameFile}) takes the database's place with the same columns, orders and query syntax,
 * until it is closed; from there it can be imported into the open database.
 */
public class GamesView extends Composite implements SessionListener {
    /** Column widths in GameColumn order. */
    private static final int[] WIDTHS = {150, 50, 150, 50, 60, 90, 180, 120, 50, 50, 200, 50, 70, 55, 55};
    private static final GameSort[] SORTS = {GameSort.ELO, GameSort.DATE, GameSort.RELEVANCE};
    /** The title of Import into Database's question, by which tests find it. */
    public static final String IMPORT_TITLE = "Import into Database";

    private final Session session;
    private final Composite fileBar;
    private final Label fileLabel;
    private final Composite structureBar;
    private final Label structureLabel;
    private final Button importFile;
    private final Background queries;
    private final Background blocks;
    private final Background loader;
    private final Background tallies;
    private final Text query;
    private final Button followPosition;
    /** Whether the list followed the position before a file was listed, to follow it again once the file is closed. */
    private boolean followedBeforeFile = true;
    private final Combo sort;
    private final Label countLabel;
    private final Label filterNote;
    /** Why the list is empty (no database open, a query that does not parse), on a line of its own so the toolbar keeps its layout. */
    private final Label problemLine;
    private final Table table;
    private final Menu rowMenu;
    private final Menu headerMenu;
    private PositionChange current;
    private GameRows rows = GameRows.empty();
    private GameRows.Source source;
    /** Blocks of rows shown before they were read, to read next. */
    private final Set<Integer> wanted = new LinkedHashSet<>();
    private boolean readScheduled;
    private boolean reviewsShown;
    private GameColumn sortColumn;
    private boolean descending;
    private long shownQuery;
    private GameFile file;
    /** The database whose games the list shows (or showed before a PGN file), and what the others' lists showed, by folder. */
    private OpeningDatabase listedDatabase;
    private final Map<Path, ListState> otherLists = new HashMap<>();
    /** The game to select and the one to show at the top once the next search's games are listed (0: none), from a {@link ListState}. */
    private long restoredSelection;
    private long restoredTop;

    public GamesView(Composite parent, Session session) {
        super(parent, SWT.NONE);
        this.session = session;
        queries = new Background("games", DisplayExecutor.of(getDisplay()));
        blocks = new Background("game-rows", DisplayExecutor.of(getDisplay()));
        loader = new Background("game-loader", DisplayExecutor.of(getDisplay()));
        tallies = new Background("games-results", DisplayExecutor.of(getDisplay()));
        setLayout(CompactGrid.of(5));
        fileBar = new Composite(this, SWT.NONE);
        fileBar.setLayout(new GridLayout(3, false));
        GridData fileBarData = new GridData(SWT.FILL, SWT.CENTER, true, false, 5, 1);
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
        GridData structureData = new GridData(SWT.FILL, SWT.CENTER, true, false, 5, 1);
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
        GridData queryData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        queryData.widthHint = 200;
        query.setLayoutData(queryData);
        query.addListener(SWT.DefaultSelection, event -> list());
        Button form = new Button(this, SWT.PUSH);
        form.setText("Search Form...");
        form.setToolTipText("Build the query from players, ratings, dates, event, site, openings, result and length");
        form.addListener(SWT.Selection, event -> openSearchForm());
        followPosition = new Button(this, SWT.CHECK);
        followPosition.setText("Reaching this position");
        followPosition.setSelection(true);
        followPosition.addListener(SWT.Selection, event -> list());
        sort = new Combo(this, SWT.READ_ONLY);
        sort.setItems("Highest Elo", "Newest", "Relevance");
        sort.select(0);
        sort.addListener(SWT.Selection, event -> sortByChooser());
        countLabel = new Label(this, SWT.RIGHT);
        countLabel.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));

        filterNote = new Label(this, SWT.WRAP);
        filterNote.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 5, 1));
        problemLine = new Label(this, SWT.WRAP);
        GridData problemData = new GridData(SWT.FILL, SWT.CENTER, true, false, 5, 1);
        problemData.exclude = true;
        problemLine.setLayoutData(problemData);
        problemLine.setVisible(false);
        table = new Table(this, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.VIRTUAL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 5, 1));
        for (GameColumn column : GameColumn.values()) {
            TableColumn tableColumn = new TableColumn(table, alignment(column));
            tableColumn.setText(column.title());
            tableColumn.setToolTipText(column.tooltip());
            tableColumn.addListener(SWT.Selection, event -> sortBy(column));
        }
        showColumns();
        // The event's index, not Table.indexOf: that searches every item, millions of them here.
        table.addListener(SWT.SetData, event -> fill((TableItem) event.item, event.index));
        table.addListener(SWT.DefaultSelection, event -> openSelected());
        table.addListener(SWT.KeyDown, event -> {
            if (event.keyCode == SWT.DEL && event.stateMask == 0) {
                deleteSelected();
            }
        });
        rowMenu = buildRowMenu();
        headerMenu = buildHeaderMenu();
        table.addListener(SWT.MenuDetect, event -> {
            Point at = getDisplay().map(null, table, new Point(event.x, event.y));
            Rectangle area = table.getClientArea();
            boolean onHeader = event.detail == SWT.MENU_MOUSE && area.y <= at.y && at.y < area.y + table.getHeaderHeight();
            table.setMenu(onHeader ? headerMenu : rowMenu);
        });
        table.setMenu(rowMenu);
        addListener(SWT.Dispose, event -> {
            if (file != null) {
                file.onProgress(() -> { });
            }
            queries.close();
            blocks.close();
            loader.close();
            tallies.close();
            headerMenu.dispose();
            rowMenu.dispose();
        });
        current = session.snapshot();
        list();
    }

    private static int alignment(GameColumn column) {
        return switch (column) {
            case WHITE_ELO, BLACK_ELO, PLIES, WHITE_ACCURACY, BLACK_ACCURACY -> SWT.RIGHT;
            case RESULT, ECO, ROUND -> SWT.CENTER;
            default -> SWT.LEFT;
        };
    }

    /** Fills a row the table is about to show, or asks for its block to be read and fills it once it is. */
    private void fill(TableItem item, int row) {
        if (row < 0 || row >= rows.size()) {
            return;
        }
        GameHeader game = rows.header(row);
        if (game == null) {
            if (!rows.loaded(GameRows.blockOf(row))) {
                want(GameRows.blockOf(row));
            }
            return;
        }
        StoredReview review = rows.review(row);
        for (GameColumn column : GameColumn.values()) {
            item.setText(column.ordinal(), column.text(game, review));
        }
        item.setData(game);
    }

    private void want(int block) {
        wanted.add(block);
        if (!readScheduled) {
            readScheduled = true;
            getDisplay().asyncExec(this::readWanted);
        }
    }

    /** Reads the blocks shown so far but not read (a newer request takes over those an older one did not finish), then shows their rows. */
    private void readWanted() {
        readScheduled = false;
        if (isDisposed() || wanted.isEmpty() || source == null) {
            return;
        }
        GameRows reading = rows;
        GameRows.Source from = source;
        Map<Integer, long[]> ids = new HashMap<>();
        for (int block : wanted) {
            ids.put(block, reading.blockIds(block));
        }
        blocks.submit(() -> {
            Map<Integer, GameList> read = new HashMap<>();
            for (Map.Entry<Integer, long[]> block : ids.entrySet()) {
                read.put(block.getKey(), from.listed(block.getValue()));
            }
            return read;
        }, read -> {
            if (isDisposed() || reading != rows) {
                return;
            }
            for (Map.Entry<Integer, GameList> block : read.entrySet()) {
                rows.put(block.getKey(), block.getValue());
                wanted.remove(block.getKey());
                int first = GameRows.firstRow(block.getKey());
                table.clear(first, Math.min(rows.size(), first + GameRows.BLOCK) - 1);
            }
            showReviewColumns(rows.anyReviewed());
        }, e -> showLine(problemLine, "Cannot read the games: " + e.getMessage()));
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

    /** The menu of the list's rows, to which other features add their items. */
    public Menu rowMenu() {
        return rowMenu;
    }

    /** The menu of the list's header: a check item per column that can be hidden. */
    public Menu headerMenu() {
        return headerMenu;
    }

    /** The games of the first rows ({@value GameRows#BLOCK} at most) once read, in display order. */
    public List<GameHeader> games() {
        return rows.headers(GameRows.BLOCK);
    }

    /** The header of a listed row, null while it is not read. */
    public GameHeader game(int row) {
        return rows.header(row);
    }

    /** How many games the list holds. */
    public long total() {
        return rows.size();
    }

    /** The database the list shows, null when none is open or a PGN file is listed instead. */
    public OpeningDatabase database() {
        return file == null ? session.database() : null;
    }

    /** The ids of the selected games, in list order. */
    public long[] selectedGameIds() {
        return java.util.Arrays.stream(table.getSelectionIndices()).filter(row -> row < rows.size()).sorted()
                .mapToLong(rows::id).toArray();
    }

    /** Every game the list holds as a selection (its query, position, filter and structure), for a copy of them all. */
    public GameSelection listedGames() {
        return GameSelection.matching(search());
    }

    /** The PGN file listed instead of the database's games, or null. */
    public GameFile file() {
        return file;
    }

    /** Which of the explorer's filters apply to the list, empty when none does. */
    public String filterNote() {
        return filterNote.getText();
    }

    /** How many games are listed, and how reading a listed file goes. */
    public String countText() {
        return countLabel.getText();
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
                    list();
                }
            }
            case DatabaseChange change -> {
                importFile.setEnabled(session.database() != null);
                if (file == null) {
                    switchLists(session.database());
                    list();
                }
            }
            case FilterChange change -> {
                if (followsPosition()) {
                    list();
                }
            }
            case PreferencesChange change -> showColumns();
            case GameFileChange(GameFile opened) -> show(opened);
            case StructureChange(StructureMatches matches) -> showStructure(matches);
            default -> {
            }
        }
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
        list();
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
            DisplayExecutor ui = DisplayExecutor.of(getDisplay());
            shown.onProgress(() -> ui.execute(() -> {
                if (!isDisposed() && file == shown) {
                    relist();
                }
            }));
        }
        query.setText("");
        forgetColumnOrder();
        table.deselectAll();
        requestLayout();
        list();
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
            showLine(problemLine, "Cannot close the file: " + e.getMessage());
        }
    }

    /**
     * When another database is picked: keeps what the list of the one shown until now showed and
     * gives back what the picked one's showed when it was left (a database not listed before
     * starts from the defaults), so each database keeps its own list.
     */
    private void switchLists(OpeningDatabase picked) {
        if (picked == listedDatabase) {
            return;
        }
        if (listedDatabase != null) {
            int top = table.getTopIndex();
            long[] selected = selectedGameIds();
            otherLists.put(listedDatabase.folder(), new ListState(query.getText(), sort.getSelectionIndex(), sortColumn, descending,
                    followPosition.getSelection(), selected.length > 0 ? selected[0] : 0, top < rows.size() ? rows.id(top) : 0));
        }
        listedDatabase = picked;
        ListState kept = picked == null ? null : otherLists.remove(picked.folder());
        if (kept == null) {
            kept = new ListState("", 0, null, false, true, 0, 0);
        }
        query.setText(kept.query());
        followPosition.setSelection(kept.followsPosition());
        if (kept.sortColumn() != null) {
            sortColumn = kept.sortColumn();
            descending = kept.descending();
            showColumnOrder();
        } else {
            forgetColumnOrder();
            sort.select(kept.sortChoice());
        }
        restoredSelection = kept.selectedId();
        restoredTop = kept.topId();
    }

    /** The search the list shows now: the query, and with the position the explorer's filter. */
    public GameSearch search() {
        boolean follows = followsPosition();
        GameSort order = sortColumn != null ? sortColumn.sort() : SORTS[sort.getSelectionIndex()];
        boolean downwards = sortColumn != null ? descending : order.descendingFirst();
        return new GameSearch(follows ? current.position() : null, query.getText(),
                follows ? session.explorerFilter() : ExploreFilter.NONE, order, downwards, file == null ? session.structureSearch() : null);
    }

    /** Lists the search's games from the top. */
    private void list() {
        list(false);
    }

    /** Lists the search's games again where the list is scrolled to (a listed file read further). */
    private void relist() {
        list(true);
    }

    /** Sorts the ids of every game of the search (off the UI thread, with the first block's headers), then shows them. */
    private void list(boolean keepScroll) {
        OpeningDatabase database = session.database();
        GameFile listedFile = file;
        long queryNumber = ++shownQuery;
        if (database == null && listedFile == null) {
            queries.cancel();
            show(queryNumber, null, GameRows.empty(), "No database open.", false);
            return;
        }
        if (listedFile == null && listedDatabase == null) {
            listedDatabase = database;
        }
        GameRows.Source from = listedFile != null ? GameRows.Source.of(listedFile) : GameRows.Source.of(database);
        GameSearch search = search();
        String filtered = FilterText.of(search.filter());
        showLine(filterNote, filtered.isEmpty() ? "" : "As the Opening Explorer: " + filtered);
        queries.submit(() -> {
            GameRows found = new GameRows(from.ids(search));
            found.put(0, from.listed(found.blockIds(0)));
            return found;
        }, found -> show(queryNumber, from, found, "", keepScroll),
                e -> show(queryNumber, from, GameRows.empty(),
                        e instanceof IllegalArgumentException ? "The search did not run. " + e.getMessage() : "The search failed: " + e.getMessage(),
                        false));
    }

    /** A line under the toolbar that takes room only while it has text. */
    private static void showLine(Label line, String text) {
        line.setText(text);
        ((GridData) line.getLayoutData()).exclude = text.isEmpty();
        line.setVisible(!text.isEmpty());
        line.requestLayout();
    }

    private void show(long queryNumber, GameRows.Source from, GameRows found, String problem, boolean keepScroll) {
        if (isDisposed() || queryNumber != shownQuery) {
            return;
        }
        showLine(problemLine, problem);
        long[] selected = selectedGameIds();
        int top = table.getTopIndex();
        table.deselectAll();
        rows = found;
        source = from;
        wanted.clear();
        blocks.cancel();
        table.clearAll();
        table.setItemCount(rows.size());
        long selectedId = restoredSelection != 0 ? restoredSelection : selected.length > 0 ? selected[0] : 0;
        int restoredTopRow = restoredTop != 0 ? rows.rowOf(restoredTop) : -1;
        restoredSelection = 0;
        restoredTop = 0;
        if (selectedId != 0) {
            int row = rows.rowOf(selectedId);
            if (row >= 0) {
                table.select(row);
            }
        }
        table.setTopIndex(restoredTopRow >= 0 ? restoredTopRow : keepScroll ? Math.min(top, Math.max(0, rows.size() - 1)) : 0);
        reviewsShown = rows.anyReviewed();
        showColumns();
        countLabel.setText(Counts.of(rows.size(), "game") + fileState());
        countLabel.requestLayout();
    }

    /** Shows the accuracy columns while read rows have stored engine reviews, hides them otherwise. */
    private void showReviewColumns(boolean shown) {
        if (shown != reviewsShown) {
            reviewsShown = shown;
            showColumns();
        }
    }

    /** Gives each column its width, none to the hidden ones (chosen hidden, or an accuracy without reviews). */
    private void showColumns() {
        List<String> hidden = session.preferences().hiddenGameColumns();
        for (GameColumn column : GameColumn.values()) {
            TableColumn tableColumn = table.getColumn(column.ordinal());
            boolean shown = !hidden.contains(column.name()) && (!column.fromReview() || reviewsShown);
            if (shown != (tableColumn.getWidth() > 0)) {
                tableColumn.setWidth(shown ? WIDTHS[column.ordinal()] : 0);
                tableColumn.setResizable(shown);
            }
        }
    }

    /** Whether the accuracy columns of stored engine reviews are shown. */
    public boolean showsReviewColumns() {
        return shows(GameColumn.WHITE_ACCURACY);
    }

    /** Whether the column is shown (has a width). */
    public boolean shows(GameColumn column) {
        return table.getColumn(column.ordinal()).getWidth() > 0;
    }

    /** Shows or hides a column, and keeps the choice in the preferences. */
    public void chooseColumn(GameColumn column, boolean shown) {
        List<String> hidden = new ArrayList<>(session.preferences().hiddenGameColumns());
        hidden.remove(column.name());
        if (!shown) {
            hidden.add(column.name());
        }
        try {
            session.rememberPreferences(session.preferences().withHiddenGameColumns(hidden));
        } catch (IOException e) {
            showLine(problemLine, "Cannot keep the columns in the preferences: " + e.getMessage());
        }
        showColumns();
    }

    private Menu buildHeaderMenu() {
        Menu menu = new Menu(table);
        for (GameColumn column : GameColumn.values()) {
            if (column.optional()) {
                MenuItem item = new MenuItem(menu, SWT.CHECK);
                item.setText(column.fromReview() ? column.tooltip().substring(0, column.tooltip().indexOf(" (")) : column.title());
                item.setData(column);
                item.addListener(SWT.Selection, event -> chooseColumn(column, item.getSelection()));
            }
        }
        menu.addListener(SWT.Show, event -> {
            for (MenuItem item : menu.getItems()) {
                item.setSelection(!session.preferences().hiddenGameColumns().contains(((GameColumn) item.getData()).name()));
            }
        });
        return menu;
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
        list();
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
        showColumnOrder();
        list();
    }

    /** The chooser and the header say the list is sorted by {@link #sortColumn}. */
    private void showColumnOrder() {
        if (sort.getItemCount() > SORTS.length) {
            sort.setItem(SORTS.length, "By " + sortColumn.title());
        } else {
            sort.add("By " + sortColumn.title());
        }
        sort.select(SORTS.length);
        table.setSortColumn(table.getColumn(sortColumn.ordinal()));
        table.setSortDirection(descending ? SWT.DOWN : SWT.UP);
    }

    private Menu buildRowMenu() {
        Menu menu = new Menu(table);
        MenuItem open = new MenuItem(menu, SWT.PUSH);
        open.setText("Open Game");
        open.addListener(SWT.Selection, event -> openSelected());
        MenuItem whiteDossier = new MenuItem(menu, SWT.PUSH);
        whiteDossier.addListener(SWT.Selection, event -> openDossier(true));
        MenuItem blackDossier = new MenuItem(menu, SWT.PUSH);
        blackDossier.addListener(SWT.Selection, event -> openDossier(false));
        new MenuItem(menu, SWT.SEPARATOR);
        MenuItem delete = new MenuItem(menu, SWT.PUSH);
        delete.setText("Delete Games...\tDel");
        delete.addListener(SWT.Selection, event -> deleteSelected());
        menu.addListener(SWT.Show, event -> {
            GameHeader selected = selectedHeader();
            open.setEnabled(table.getSelectionCount() == 1);
            whiteDossier.setText(selected != null && selected.white() != null ? "Dossier of " + selected.white() + " (White)" : "White's Dossier");
            blackDossier.setText(selected != null && selected.black() != null ? "Dossier of " + selected.black() + " (Black)" : "Black's Dossier");
            whiteDossier.setEnabled(database() != null && selected != null && selected.white() != null);
            blackDossier.setEnabled(database() != null && selected != null && selected.black() != null);
            delete.setEnabled(file == null && session.database() != null && table.getSelectionCount() > 0);
            delete.setText(table.getSelectionCount() > 1 ? "Delete " + table.getSelectionCount() + " Games...\tDel" : "Delete Game...\tDel");
        });
        return menu;
    }

    /** The header of the one selected game once read, else null. */
    private GameHeader selectedHeader() {
        int row = table.getSelectionCount() == 1 ? table.getSelectionIndex() : -1;
        return row >= 0 && row < rows.size() ? rows.header(row) : null;
    }

    /** Opens the dossier of the selected game's White or Black player, with their moves in the current position. */
    public void openDossier(boolean white) {
        GameHeader selected = selectedHeader();
        OpeningDatabase database = database();
        if (selected != null && database != null) {
            PlayerDossierWindow.open(getShell(), database, white ? selected.white() : selected.black(), current.position());
        }
    }

    /** Opens the search form on the query shown; its query replaces the shown one and runs. */
    public void openSearchForm() {
        String built = SearchFormDialog.ask(getShell(), file == null);
        if (built != null) {
            query.setText(built);
            list();
        }
    }

    /** Deletes the selected games of the database, after asking (not from a PGN file's list). */
    public void deleteSelected() {
        if (file != null || session.database() == null) {
            return;
        }
        GameDeleting.delete(getShell(), session, selectedGameIds(), text -> showLine(problemLine, text));
    }

    public void openSelected() {
        int index = table.getSelectionIndex();
        OpeningDatabase database = session.database();
        GameFile listed = file;
        if (index < 0 || index >= rows.size() || database == null && listed == null) {
            return;
        }
        if (!UnsavedChanges.allow(getShell(), session, "open another game")) {
            return;
        }
        long id = rows.id(index);
        if (listed != null) {
            loader.submit(() -> listed.game(id), session::load, e -> showLine(problemLine, "Cannot open the game: " + e.getMessage()));
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
        }, opened -> session.load(opened.tree(), opened.node()), e -> showLine(problemLine, "Cannot open the game: " + e.getMessage()));
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
