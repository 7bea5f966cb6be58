package rookery.ui.views;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import rookery.chess.Position;
import rookery.database.Exploration;
import rookery.database.ExploreFilter;
import rookery.database.OpeningDatabase;
import rookery.database.RatingGroup;
import rookery.database.Speed;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.board.BoardCanvas;
import rookery.ui.model.ExplorerTable;
import rookery.ui.model.ExplorerTable.Column;
import rookery.ui.model.OpeningBooks;
import rookery.ui.model.ScoreByYear;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.session.DatabaseChange;
import rookery.ui.session.PositionChange;
import rookery.ui.session.PreferencesChange;
import rookery.ui.session.RepertoireChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;
import rookery.ui.widgets.ComboTooltip;
import rookery.ui.widgets.OneClickRows;
import rookery.ui.widgets.ScoreChart;
import rookery.ui.widgets.CompactGrid;

/**
 * The opening explorer: the moves played in the current position with their results, score,
 * ratings and years, a totals row and the ECO opening, a filter bar (Elo, years, player and
 * colour) and a chart of the selected move's score by year. Queries run off the UI thread; a
 * click on a move plays it.
 */
public class ExplorerView extends Composite implements SessionListener {
    /** The data key under which a window keeps its explorer. */
    private static final String SHELL_DATA = "rookery.explorer";
    private static final int CHART_BARS = 20;
    /** Column widths in Column order. */
    /** The width of the column beside the table: the opening's name, the filter and the chart. */
    private static final int SIDE_WIDTH = 210;
    private static final int[] WIDTHS = {70, 80, 60, 170, 64, 64, 56, 70, 76};
    private static final Color WHITE_WINS = new Color(250, 250, 250);
    private static final Color DRAWS = new Color(160, 160, 160);
    private static final Color BLACK_WINS = new Color(45, 45, 45);
    private static final Color BAR_BORDER = new Color(110, 110, 110);
    private static final Color LOW_SAMPLE = new Color(160, 160, 160);
    private static final Color TOTAL_BACKGROUND = new Color(236, 232, 222);

    private final Session session;
    private final Background queries;
    private final Background chartQueries;
    private final Label opening;
    private final Label message;
    private final Text minElo;
    private final Text maxElo;
    private final BucketButtons buckets;
    private final Text fromYear;
    private final Text toYear;
    private final Text player;
    private final Button dossier;
    private final Combo colour;
    private final Table table;
    private final ScoreChart chart;
    private final Font bold;
    private Column sortColumn = Column.GAMES;
    private boolean descending = true;
    private int lowSampleThreshold = ExploreFilter.DEFAULT_LOW_SAMPLE;
    private PositionChange current;
    private Exploration exploration;
    private ExplorerTable shown;
    private Explored explored;

    /** What one query answers: the database's statistics and the books' shares of the position's moves. */
    private record Explored(Exploration exploration, Map<Integer, Double> book, Set<Integer> repertoire, Position position) {
    }

    public ExplorerView(Composite parent, Session session) {
        super(parent, SWT.NONE);
        this.session = session;
        queries = new Background("explorer", DisplayExecutor.of(getDisplay()));
        chartQueries = new Background("explorer-chart", DisplayExecutor.of(getDisplay()));
        setLayout(CompactGrid.of(1));
        FontData data = getFont().getFontData()[0];
        bold = new Font(getDisplay(), data.getName(), data.getHeight(), SWT.BOLD);

        message = new Label(this, SWT.WRAP);
        message.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));

        // The opening's name, the filter and the chart stand beside the table, in the room its columns
        // leave, so that the table keeps the part's height.
        Composite body = new Composite(this, SWT.NONE);
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        GridLayout bodyLayout = new GridLayout(2, false);
        bodyLayout.marginWidth = 0;
        bodyLayout.marginHeight = 0;
        body.setLayout(bodyLayout);
        table = new Table(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setHeaderVisible(true);
        table.setLinesVisible(false);
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
        // The table takes what the part leaves beside the chart: sized by its rows and columns it would squeeze the chart.
        tableData.heightHint = 1;
        tableData.widthHint = 1;
        table.setLayoutData(tableData);
        for (Column column : Column.values()) {
            TableColumn tableColumn = new TableColumn(table, column == Column.MOVE ? SWT.LEFT : SWT.RIGHT);
            tableColumn.setText(column.title());
            tableColumn.setToolTipText(column.tooltip());
            tableColumn.setWidth(column == Column.BOOK ? 0 : WIDTHS[column.ordinal()]);
            tableColumn.setResizable(column != Column.BOOK);
            tableColumn.setData(column);
            tableColumn.addListener(SWT.Selection, event -> sortBy(column));
        }
        table.addListener(SWT.EraseItem, this::eraseItem);
        table.addListener(SWT.PaintItem, this::paintItem);
        table.addListener(SWT.Selection, event -> updateChart());
        OneClickRows.install(table, this::play);
        // Enter on the board plays the selected move (WorkbenchKey's table): the board's window finds this view by it.
        getShell().setData(SHELL_DATA, this);
        addListener(SWT.Dispose, event -> {
            if (getShell().getData(SHELL_DATA) == this) {
                getShell().setData(SHELL_DATA, null);
            }
        });
        table.setData(WorkbenchKeys.OWN_COPY, Boolean.TRUE);
        table.addListener(SWT.KeyDown, event -> {
            if ((event.stateMask & SWT.MOD1) != 0 && (event.keyCode == 'c' || event.keyCode == SWT.INSERT)) {
                copyTable();
            }
        });
        Menu menu = new Menu(table);
        MenuItem copy = new MenuItem(menu, SWT.PUSH);
        copy.setText("&Copy table\tCtrl+C");
        copy.addListener(SWT.Selection, event -> copyTable());
        table.setMenu(menu);

        Composite side = new Composite(body, SWT.NONE);
        GridData sideData = new GridData(SWT.FILL, SWT.FILL, false, true);
        sideData.widthHint = SIDE_WIDTH;
        side.setLayoutData(sideData);
        GridLayout sideLayout = new GridLayout(1, false);
        sideLayout.marginWidth = 0;
        sideLayout.marginHeight = 0;
        side.setLayout(sideLayout);
        opening = new Label(side, SWT.WRAP);
        opening.setFont(bold);
        GridData openingData = new GridData(SWT.FILL, SWT.TOP, true, false);
        openingData.widthHint = SIDE_WIDTH;
        opening.setLayoutData(openingData);
        Composite filters = new Composite(side, SWT.NONE);
        GridData filtersData = new GridData(SWT.FILL, SWT.TOP, true, false);
        filtersData.widthHint = SIDE_WIDTH;
        filters.setLayoutData(filtersData);
        RowLayout filterLayout = new RowLayout(SWT.HORIZONTAL);
        filterLayout.wrap = true;
        filterLayout.center = true;
        filterLayout.marginLeft = 0;
        filterLayout.marginTop = 0;
        filterLayout.marginBottom = 0;
        filters.setLayout(filterLayout);
        minElo = numberField(filters, "min Elo");
        maxElo = numberField(filters, "max Elo");
        fromYear = numberField(filters, "from year");
        toYear = numberField(filters, "to year");
        player = new Text(filters, SWT.BORDER | SWT.SEARCH);
        player.setMessage("player");
        player.setLayoutData(new RowData(150, SWT.DEFAULT));
        player.addListener(SWT.DefaultSelection, event -> refresh());
        colour = new Combo(filters, SWT.READ_ONLY);
        colour.setItems("any colour", "White", "Black");
        ComboTooltip.set(colour, "the colour the player had");
        colour.select(0);
        Button apply = new Button(filters, SWT.PUSH);
        apply.setText("Filter");
        apply.addListener(SWT.Selection, event -> refresh());
        dossier = new Button(filters, SWT.PUSH);
        dossier.setText("Dossier...");
        dossier.setToolTipText("The player's dossier: figures, rating, repertoire, opponents, endgames and their moves here");
        dossier.addListener(SWT.Selection, event -> openDossier());
        Button reset = new Button(filters, SWT.PUSH);
        reset.setText("\u2715");
        reset.setToolTipText("Reset the filter");
        reset.addListener(SWT.Selection, event -> resetFilter());
        buckets = new BucketButtons(filters, this::refresh, (min, max) -> {
            setNumber(minElo, min);
            setNumber(maxElo, max);
            refresh();
        });
        minElo.addListener(SWT.Modify, event -> showGroupsOfTheBounds());
        maxElo.addListener(SWT.Modify, event -> showGroupsOfTheBounds());

        chart = new ScoreChart(side);
        chart.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        addListener(SWT.Dispose, event -> {
            queries.close();
            chartQueries.close();
            bold.dispose();
        });
        current = session.snapshot();
        lowSampleThreshold = session.preferences().lowSampleThreshold();
        showBookColumn();
        refresh();
    }

    public Table table() {
        return table;
    }

    /** Puts the shown table on the clipboard as tab-separated text. */
    public void copyTable() {
        if (shown == null) {
            return;
        }
        Clipboard clipboard = new Clipboard(getDisplay());
        try {
            clipboard.setContents(new Object[] {shown.asText()}, new Transfer[] {TextTransfer.getInstance()});
        } finally {
            clipboard.dispose();
        }
    }

    /** The opening's name above the table ("Starting position" at the start). */
    public String openingText() {
        return opening.getText();
    }

    public ScoreChart chart() {
        return chart;
    }

    /** The table shown (null before the first answer or without a database). */
    public ExplorerTable shown() {
        return shown;
    }

    /** The Polyglot key of the position the table shows, 0 when it shows none. */
    public long shownKey() {
        return exploration == null ? 0 : exploration.key();
    }

    public void setLowSampleThreshold(int games) {
        lowSampleThreshold = games;
        refresh();
    }

    /** lichess's speed and rating group choices beside the Elo fields. */
    public Button speedButton(Speed speed) {
        return buckets.speedButton(speed);
    }

    public Button ratingGroupButton(RatingGroup group) {
        return buckets.groupButton(group);
    }

    private void showGroupsOfTheBounds() {
        buckets.showBounds(number(minElo), number(maxElo));
    }

    public void setFilter(int eloFrom, int eloTo, int yearFrom, int yearTo, String name, int colourIndex) {
        buckets.setSpeeds(Set.of());
        setNumber(minElo, eloFrom);
        setNumber(maxElo, eloTo);
        setNumber(fromYear, yearFrom);
        setNumber(toYear, yearTo);
        player.setText(name);
        colour.select(colourIndex);
        refresh();
    }

    @Override
    public void changed(SessionEvent event) {
        if (isDisposed()) {
            return;
        }
        switch (event) {
            case PositionChange change -> {
                current = change;
                refresh();
            }
            case DatabaseChange change -> refresh();
            case RepertoireChange change -> refresh();
            case PreferencesChange(UiPreferences preferences) -> {
                showBookColumn();
                setLowSampleThreshold(preferences.lowSampleThreshold());
            }
            default -> {
            }
        }
    }

    /** Shows the Book column while the preferences choose books. */
    private void showBookColumn() {
        OpeningBooks books = session.books();
        TableColumn column = table.getColumn(Column.BOOK.ordinal());
        column.setWidth(books.isEmpty() ? 0 : WIDTHS[Column.BOOK.ordinal()]);
        column.setResizable(!books.isEmpty());
    }

    private Text numberField(Composite parent, String hint) {
        Text field = new Text(parent, SWT.BORDER);
        field.setMessage(hint);
        field.setTextLimit(4);
        field.setLayoutData(new RowData(72, SWT.DEFAULT));
        field.addListener(SWT.Verify, event -> event.doit = event.text.chars().allMatch(Character::isDigit));
        field.addListener(SWT.DefaultSelection, event -> refresh());
        return field;
    }

    private static int number(Text field) {
        String text = field.getText().strip();
        return text.isEmpty() ? 0 : Integer.parseInt(text);
    }

    private static void setNumber(Text field, int value) {
        field.setText(value == 0 ? "" : Integer.toString(value));
    }

    /** Opens the dossier of the player the filter names, with their moves in the current position. */
    public void openDossier() {
        OpeningDatabase database = session.database();
        String name = player.getText().strip();
        if (database != null && !name.isEmpty()) {
            rookery.ui.dialogs.PlayerDossierWindow.open(getShell(), database, name, current.position());
        }
    }

    /** The player filter's field. */
    public Text playerField() {
        return player;
    }

    private void resetFilter() {
        setFilter(0, 0, 0, 0, "", 0);
    }

    private ExploreFilter filter() {
        rookery.chess.Color side = switch (colour.getSelectionIndex()) {
            case 1 -> rookery.chess.Color.WHITE;
            case 2 -> rookery.chess.Color.BLACK;
            default -> null;
        };
        return ExploreFilter.NONE.withElo(number(minElo), number(maxElo))
                .withYears(number(fromYear), number(toYear))
                .withSpeeds(buckets.speeds())
                .withPlayer(player.getText().strip(), side)
                .withLowSampleThreshold(lowSampleThreshold);
    }

    private void refresh() {
        OpeningDatabase database = session.database();
        if (database == null) {
            queries.cancel();
            exploration = null;
            explored = null;
            shown = null;
            table.removeAll();
            opening.setText("");
            showMessage("No database open. Create or open one in the File menu, then import PGN files.");
            chart.show("Score by year", new ScoreByYear(List.of()));
            return;
        }
        Position position = current.position();
        ExploreFilter filter = filter();
        session.setExplorerFilter(filter);
        OpeningBooks chosen = session.books();
        // Copied on the UI thread: adding a line changes the repertoire's moves.
        Set<Integer> prepared = session.repertoire() == null ? Set.of() : Set.copyOf(session.repertoire().moves(position));
        queries.submit(() -> new Explored(database.explore(position, filter), chosen.shares(position), prepared, position), this::show,
                error -> showMessage("Cannot explore this position: " + error.getMessage()));
    }

    private void showMessage(String text) {
        if (text.equals(message.getText()) && message.getVisible() == !text.isEmpty()) {
            return;
        }
        message.setText(text);
        ((GridData) message.getLayoutData()).exclude = text.isEmpty();
        message.setVisible(!text.isEmpty());
        message.requestLayout();
    }

    private void show(Explored answer) {
        if (isDisposed()) {
            return;
        }
        explored = answer;
        Exploration result = answer.exploration();
        exploration = result;
        shown = ExplorerTable.of(result, answer.book(), answer.repertoire(), answer.position(), answer.position().turn(), sortColumn,
                descending);
        opening.setText(shown.opening().isEmpty() ? "Unclassified position" : shown.opening());
        opening.requestLayout();
        String bookProblems = String.join("; ", session.books().problems());
        showMessage(ExplorerTable.message(result, bookProblems));
        table.setRedraw(false);
        try {
            table.removeAll();
            for (ExplorerTable.Row row : shown.rows()) {
                item(row);
            }
            item(shown.total());
        } finally {
            table.setRedraw(true);
        }
        if (!shown.rows().isEmpty()) {
            table.select(0);
        }
        updateChart();
    }

    private void item(ExplorerTable.Row row) {
        TableItem item = new TableItem(table, SWT.NONE);
        for (Column column : Column.values()) {
            item.setText(column.ordinal(), row.text(column));
        }
        item.setData(row);
        if (row.total()) {
            item.setFont(bold);
            item.setBackground(TOTAL_BACKGROUND);
        } else if (row.lowSample()) {
            item.setForeground(LOW_SAMPLE);
        }
    }

    private void sortBy(Column column) {
        if (column == Column.RESULTS) {
            return;
        }
        descending = column == sortColumn ? !descending : column != Column.MOVE;
        sortColumn = column;
        TableColumn tableColumn = table.getColumn(column.ordinal());
        table.setSortColumn(tableColumn);
        table.setSortDirection(descending ? SWT.DOWN : SWT.UP);
        if (explored != null) {
            show(explored);
        }
    }

    /** The explorer of a window, if it has one. */
    static Optional<ExplorerView> of(Shell shell) {
        return shell.getData(SHELL_DATA) instanceof ExplorerView explorer && !explorer.isDisposed() ? Optional.of(explorer) : Optional.empty();
    }

    /** Plays the selected row's move, as Enter does. */
    public void playSelected() {
        int index = table.getSelectionIndex();
        if (index >= 0) {
            play(table.getItem(index));
        }
    }

    /** Plays a row's move (a click on it, Enter on it selected). */
    private void play(TableItem item) {
        if (item.getData() instanceof ExplorerTable.Row row && !row.total() && showsCurrentPosition()) {
            session.play(row.move());
        }
    }

    private void updateChart() {
        OpeningDatabase database = session.database();
        int index = table.getSelectionIndex();
        if (database == null || index < 0 || !showsCurrentPosition()
                || !(table.getItem(index).getData() instanceof ExplorerTable.Row row) || row.total()) {
            chartQueries.cancel();
            chart.show("Score by year", new ScoreByYear(List.of()));
            return;
        }
        Position position = current.position();
        rookery.chess.Color mover = position.turn();
        ExploreFilter filter = session.explorerFilter();
        String title = "Score by year with " + row.san() + (filter.restricts() ? " (filtered games)" : "");
        chartQueries.submit(() -> ScoreByYear.of(database.resultsByYear(position, row.move(), filter), mover, CHART_BARS),
                data -> chart.show(title, data), error -> chart.show(title + ": " + error.getMessage(), new ScoreByYear(List.of())));
    }

    /** Whether the table's rows are the current position's moves (not a previous position's, while a query runs). */
    private boolean showsCurrentPosition() {
        return exploration != null && exploration.key() == current.position().key();
    }

    private void eraseItem(Event event) {
        if (event.index == Column.RESULTS.ordinal()) {
            event.detail &= ~SWT.FOREGROUND;
        } else if (isGreyed(event)) {
            event.detail &= ~SWT.FOREGROUND;
        }
    }

    /** Low-sample rows not selected: GTK ignores an item's foreground once a table is owner-drawn, so their text is drawn here. */
    private static boolean isGreyed(Event event) {
        return event.item.getData() instanceof ExplorerTable.Row row && row.lowSample() && (event.detail & SWT.SELECTED) == 0;
    }

    private void paintGreyedText(Event event) {
        ExplorerTable.Row row = (ExplorerTable.Row) event.item.getData();
        String text = row.text(Column.values()[event.index]);
        Rectangle cell = ((TableItem) event.item).getBounds(event.index);
        Point extent = event.gc.stringExtent(text);
        int x = event.index == Column.MOVE.ordinal() ? cell.x + 6 : cell.x + cell.width - extent.x - 6;
        event.gc.setForeground(LOW_SAMPLE);
        event.gc.drawString(text, x, cell.y + (cell.height - extent.y) / 2, true);
    }

    /** Draws the stacked white / draw / black bar with the percentages inside. */
    private void paintItem(Event event) {
        if (event.index != Column.RESULTS.ordinal() && isGreyed(event)) {
            paintGreyedText(event);
            return;
        }
        if (event.index != Column.RESULTS.ordinal() || !(event.item.getData() instanceof ExplorerTable.Row row) || row.games() == 0) {
            return;
        }
        GC gc = event.gc;
        Rectangle cell = ((TableItem) event.item).getBounds(event.index);
        int x = cell.x + 4;
        int y = cell.y + 3;
        int width = cell.width - 8;
        int height = cell.height - 6;
        double[] shares = row.shares();
        int whiteWidth = (int) Math.round(width * shares[0]);
        int drawWidth = (int) Math.round(width * shares[1]);
        int blackWidth = width - whiteWidth - drawWidth;
        Color previousForeground = gc.getForeground();
        Color previousBackground = gc.getBackground();
        gc.setBackground(WHITE_WINS);
        gc.fillRectangle(x, y, whiteWidth, height);
        gc.setBackground(DRAWS);
        gc.fillRectangle(x + whiteWidth, y, drawWidth, height);
        gc.setBackground(BLACK_WINS);
        gc.fillRectangle(x + whiteWidth + drawWidth, y, blackWidth, height);
        gc.setForeground(BAR_BORDER);
        gc.drawRectangle(x, y, width - 1, height - 1);
        label(gc, shares[0], x, whiteWidth, y, height, BLACK_WINS);
        label(gc, shares[1], x + whiteWidth, drawWidth, y, height, WHITE_WINS);
        label(gc, shares[2], x + whiteWidth + drawWidth, blackWidth, y, height, WHITE_WINS);
        gc.setForeground(previousForeground);
        gc.setBackground(previousBackground);
    }

    private static void label(GC gc, double share, int x, int width, int y, int height, Color colour) {
        String text = Math.round(share * 100) + "%";
        Point extent = gc.stringExtent(text);
        if (extent.x + 4 <= width) {
            gc.setForeground(colour);
            gc.drawString(text, x + (width - extent.x) / 2, y + (height - extent.y) / 2, true);
        }
    }
}
