package rookery.ui.views;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisListener;
import rookery.engine.AnalysisOptions;
import rookery.engine.BestMove;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.Limits;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.jobs.SerialJobs;
import rookery.ui.model.ConfiguredEngine;
import rookery.ui.model.EngineLines;
import rookery.ui.preferences.EngineConfig;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.session.AnalyseRequest;
import rookery.ui.session.EngineHint;
import rookery.ui.session.LinePreview;
import rookery.ui.session.PositionChange;
import rookery.ui.session.PreferencesChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;
import rookery.ui.widgets.OneClickRows;
import rookery.ui.widgets.CompactGrid;

/**
 * Engine analysis of the current position: engine chooser, start/stop, lines (MultiPV), threads
 * and hash; the lines in SAN with score, depth and speed. The engine runs on its own thread and
 * is restarted on every position change; its reports reach the table at most ten times a second.
 * A click on a line (or Enter on the selected one) adds it to the game, as a variation where the
 * game continues differently, and plays its first move, so that the board steps through it; the
 * line under the pointer is previewed on the board for as long as the pointer stays on it. The
 * lines' first moves are drawn on the board as arrows and the best line's score feeds the
 * evaluation bar. The Engine part holds two ({@link EnginePanes}): the second engine's choice is
 * its own and not kept in the preferences.
 */
public class EngineView extends Composite implements SessionListener {
    private static final int REFRESH_MILLIS = 100;
    private static final int[] HASH_SIZES = {16, 64, 256, 1024};

    private final Session session;
    /** Which of the Engine part's panes this is (0 the first). */
    private final int pane;
    private final Display display;
    /** Starts, stops and closes the engine off the UI thread, in the order asked. */
    private final Executor engineThread;
    /** The row of controls above the lines, wrapped when the pane is narrow. */
    private final Composite controls;
    /** The lines, threads and hash controls with their labels, hidden while the view is compact. */
    /** Lines, threads and hash: hidden as one when the pane is compact. */
    private final Composite settings;
    private final Combo engineChooser;
    private final Button startStop;
    private final Spinner lines;
    private final Spinner threads;
    private final Combo hash;
    /** The engine's state (depth, speed, nodes, hash, or an error), shown in the Line column's header to leave the table its rows. */
    private String status = "";
    private TableColumn lineColumn;
    private final Table table;
    private final Font monospace;
    private final ConcurrentLinkedQueue<Report> reports = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean refreshScheduled = new AtomicBoolean();
    private List<EngineConfig> engines;
    /** The preferences last applied, to tell which of them changed. */
    private UiPreferences applied;
    private Engine engine;
    private EngineConfig engineConfig;
    private List<Path> engineSyzygyFolders = List.of();
    private boolean running;
    /** Whether the engine shown was chosen in this view (the second pane keeps such a choice when the engines change). */
    private boolean chosenHere;
    private boolean perspectiveWhite = true;
    /** The number of the analysis whose reports count; written on the UI thread, read on the engine's. */
    private volatile long analysis;
    private EngineLines shown;
    private PositionChange current;
    private final Label book;

    /** A report of analysis number {@code analysis}. */
    private record Report(long analysis, AnalysisLine line, EngineException error) {
    }

    public EngineView(Composite parent, Session session) {
        this(parent, session, 0);
    }

    /** The view of the Engine part's pane {@code pane} (0 the first, whose engine is kept in the preferences). */
    public EngineView(Composite parent, Session session, int pane) {
        super(parent, SWT.NONE);
        this.session = session;
        this.pane = pane;
        this.display = parent.getDisplay();
        engineThread = new SerialJobs("rookery-engine-control");
        setLayout(CompactGrid.of(1));
        controls = new Composite(this, SWT.NONE);
        RowLayout row = new RowLayout(SWT.HORIZONTAL);
        row.center = true;
        row.marginLeft = row.marginRight = row.marginTop = row.marginBottom = 0;
        controls.setLayout(row);
        controls.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        startStop = new Button(controls, SWT.PUSH);
        startStop.setText("Start");
        startStop.addListener(SWT.Selection, event -> setRunning(!running));
        engineChooser = new Combo(controls, SWT.READ_ONLY);
        engineChooser.addListener(SWT.Selection, event -> engineChosen());
        settings = new Composite(controls, SWT.NONE);
        RowLayout settingsRow = new RowLayout(SWT.HORIZONTAL);
        settingsRow.center = true;
        settingsRow.marginLeft = settingsRow.marginRight = settingsRow.marginTop = settingsRow.marginBottom = 0;
        settings.setLayout(settingsRow);
        label("Lines");
        lines = new Spinner(settings, SWT.BORDER);
        lines.setValues(3, 1, 10, 0, 1, 1);
        lines.addListener(SWT.Selection, event -> restart());
        label("Threads");
        threads = new Spinner(settings, SWT.BORDER);
        threads.setValues(1, 1, Math.max(1, Runtime.getRuntime().availableProcessors()), 0, 1, 1);
        threads.addListener(SWT.Selection, event -> restart());
        label("Hash");
        hash = new Combo(settings, SWT.READ_ONLY);
        for (int size : HASH_SIZES) {
            hash.add(size + " MB");
        }
        hash.select(1);
        hash.addListener(SWT.Selection, event -> restart());
        book = new Label(controls, SWT.NONE);
        book.setToolTipText("The moves of the opening books chosen in Preferences > Database, with their share of the weights");

        table = new Table(this, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setHeaderVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        FontData data = getFont().getFontData()[0];
        monospace = new Font(getDisplay(), "DejaVu Sans Mono", data.getHeight(), SWT.BOLD);
        column("Score", 70, SWT.RIGHT);
        column("Depth", 60, SWT.RIGHT);
        lineColumn = column("Line", 600, SWT.LEFT);
        // A pointer moved onto a row may report only its entry, no motion after it.
        for (int type : new int[] {SWT.MouseEnter, SWT.MouseMove}) {
            table.addListener(type, event -> preview(table.getItem(new Point(event.x, event.y))));
        }
        table.addListener(SWT.MouseExit, event -> preview(null));
        OneClickRows.install(table, item -> addLine((EngineLines.Row) item.getData()));
        addListener(SWT.Dispose, event -> dispose(engineThread));
        applyPreferences(session.preferences());
        current = session.snapshot();
        showBookMoves();
    }

    /** The opening books' moves in the current position ("Book: e4 75%, d4 25%"), empty without books or book moves. */
    public String bookText() {
        return book.getText();
    }

    private void showBookMoves() {
        Position position = current.position();
        List<String> moves = new java.util.ArrayList<>();
        session.books().shares(position).entrySet().stream().sorted(java.util.Map.Entry.<Integer, Double>comparingByValue().reversed())
                .forEach(entry -> moves.add(String.format(java.util.Locale.ROOT, "%s %.0f%%", San.format(position, entry.getKey()), entry.getValue())));
        book.setText(moves.isEmpty() ? "" : "Book: " + String.join(", ", moves));
        book.requestLayout();
    }

    public Table table() {
        return table;
    }

    public Combo engineChooser() {
        return engineChooser;
    }

    public boolean isRunning() {
        return running;
    }

    public String status() {
        return status;
    }

    /** The lines shown now (null before the first start). */
    public EngineLines shown() {
        return shown;
    }

    public void selectEngine(int index) {
        engineChooser.select(index);
        engineChosen();
    }

    /** Keeps the first pane's choice in the preferences (so the next start analyses with it too) and restarts a running analysis. */
    private void engineChosen() {
        String name = engines.get(Math.max(0, engineChooser.getSelectionIndex())).name();
        chosenHere = true;
        if (pane == 0 && !name.equals(session.preferences().chosenEngine())) {
            try {
                session.rememberPreferences(session.preferences().withChosenEngine(name));
            } catch (IOException e) {
                showStatus("The choice of " + name + " is not kept for the next start: " + e.getMessage());
            }
        }
        restart();
    }

    private TableColumn column(String title, int width, int alignment) {
        TableColumn column = new TableColumn(table, alignment);
        column.setText(title);
        column.setWidth(width);
        return column;
    }

    private void showStatus(String text) {
        status = text;
        String header = text.isEmpty() ? "Line" : "Line \u2014 " + text;
        lineColumn.setText(header);
        lineColumn.setToolTipText(text.isEmpty() ? null : text);
    }

    public void setRunning(boolean run) {
        running = run;
        startStop.setText(run ? "Stop" : "Start");
        if (run) {
            analyse();
        } else {
            analysis++;
            engineThread.execute(() -> {
                if (engine != null) {
                    engine.stop();
                }
            });
            showStatus("Stopped. " + (shown == null ? "" : shown.status()));
            session.setEngineHint(EngineHint.none(pane));
        }
    }

    @Override
    public void changed(SessionEvent event) {
        if (isDisposed()) {
            return;
        }
        switch (event) {
            case PositionChange change -> {
                current = change;
                showBookMoves();
                if (running) {
                    analyse();
                }
            }
            case PreferencesChange(UiPreferences preferences) -> {
                applyPreferences(preferences);
                showBookMoves();
                restart();
            }
            case AnalyseRequest request -> {
                if (pane == 0 && !running) {
                    setRunning(true);
                }
            }
            default -> {
            }
        }
    }

    private void applyPreferences(UiPreferences preferences) {
        String before = engineChooser.getText();
        engines = preferences.allEngines();
        engineChooser.removeAll();
        for (EngineConfig config : engines) {
            engineChooser.add(config.name());
        }
        engineChooser.select(pane == 0 ? preferences.chosenEngineIndex() : secondChoice(preferences, before));
        // Lines, threads and hash follow the preferences when those change, and stay as the user set
        // them here when another preference changes (a new database is recorded among the recent ones).
        if (applied == null || applied.lines() != preferences.lines()) {
            lines.setSelection(preferences.lines());
        }
        if (applied == null || applied.threads() != preferences.threads()) {
            threads.setSelection(Math.min(preferences.threads(), threads.getMaximum()));
        }
        if (applied == null || applied.hashMb() != preferences.hashMb()) {
            for (int i = 0; i < HASH_SIZES.length; i++) {
                if (HASH_SIZES[i] <= preferences.hashMb()) {
                    hash.select(i);
                }
            }
        }
        perspectiveWhite = preferences.whitePerspective();
        applied = preferences;
    }

    /** The second pane's engine: the one chosen in it while there is one, else the first other than the first pane's. */
    private int secondChoice(UiPreferences preferences, String before) {
        int kept = engineChooser.indexOf(before);
        if (chosenHere && kept >= 0) {
            return kept;
        }
        return engines.size() > 1 && preferences.chosenEngineIndex() == 0 ? 1 : 0;
    }

    private void label(String text) {
        new Label(settings, SWT.NONE).setText(text);
    }

    /**
     * Shows only Start/Stop and the engine chooser above the lines (two engines side by side leave
     * each too narrow for more), or every control; the hidden settings keep their values.
     */
    public void setCompact(boolean compact) {
        RowData data = settings.getLayoutData() instanceof RowData rowData ? rowData : new RowData();
        data.exclude = compact;
        settings.setLayoutData(data);
        settings.setVisible(!compact);
        startStop.requestLayout();
    }

    /** Adds a toggle button after the engine chooser (the Engine part's "Second engine"). */
    public Button addToggle(String text, String tooltip, java.util.function.Consumer<Boolean> toggled) {
        Button toggle = new Button(controls, SWT.TOGGLE);
        toggle.setText(text);
        toggle.setToolTipText(tooltip);
        toggle.moveBelow(engineChooser);
        toggle.addListener(SWT.Selection, event -> toggled.accept(toggle.getSelection()));
        toggle.requestLayout();
        return toggle;
    }

    public Button startButton() {
        return startStop;
    }

    private void restart() {
        if (running) {
            analyse();
        }
    }

    /** Starts a new analysis of the current position; everything the engine said before is ignored from now on. */
    private void analyse() {
        long id = ++analysis;
        Position position = current.position();
        int multiPv = lines.getSelection();
        shown = new EngineLines(position, perspectiveWhite, multiPv);
        table.removeAll();
        EngineConfig config = engines.get(Math.max(0, engineChooser.getSelectionIndex()));
        AnalysisOptions options = new AnalysisOptions(multiPv, threads.getSelection(), HASH_SIZES[hash.getSelectionIndex()]);
        List<Path> syzygyFolders = session.preferences().syzygyFolders();
        showStatus("Starting " + config.name() + "...");
        engineThread.execute(() -> {
            if (id != analysis) {
                return;
            }
            try {
                if (engine == null || !config.equals(engineConfig) || !syzygyFolders.equals(engineSyzygyFolders)) {
                    if (engine != null) {
                        engine.close();
                    }
                    engine = null;
                    engine = ConfiguredEngine.start(config, syzygyFolders);
                    engineConfig = config;
                    engineSyzygyFolders = syzygyFolders;
                }
                engine.start(position, Limits.untilStopped(), options, listener(id));
            } catch (EngineException | IllegalArgumentException e) {
                report(new Report(id, null, e instanceof EngineException engineError ? engineError : new EngineException(e.getMessage())));
            }
        });
    }

    private AnalysisListener listener(long id) {
        return new AnalysisListener() {
            @Override
            public void onLine(AnalysisLine line) {
                report(new Report(id, line, null));
            }

            @Override
            public void onFinished(BestMove bestMove) {
                // the table keeps the last lines; a stopped engine says so in the status line
            }

            @Override
            public void onError(EngineException error) {
                report(new Report(id, null, error));
            }
        };
    }

    /** Called on engine threads: queues the report and schedules one UI refresh for all that arrive meanwhile. */
    private void report(Report report) {
        reports.add(report);
        if (refreshScheduled.compareAndSet(false, true)) {
            DisplayExecutor.of(display).execute(() -> display.timerExec(REFRESH_MILLIS, this::refresh));
        }
    }

    private void refresh() {
        refreshScheduled.set(false);
        if (isDisposed()) {
            return;
        }
        boolean changed = false;
        for (Report report; (report = reports.poll()) != null;) {
            if (report.analysis() != analysis) {
                continue;
            }
            if (report.error() != null) {
                running = false;
                startStop.setText("Start");
                showStatus("Engine error: " + report.error().getMessage());
                return;
            }
            shown.accept(report.line());
            changed = true;
        }
        if (!changed || !running) {
            return;
        }
        showStatus(shown.status());
        List<EngineLines.Row> rows = shown.rows();
        table.setRedraw(false);
        try {
            table.setItemCount(rows.size());
            for (int i = 0; i < rows.size(); i++) {
                TableItem item = table.getItem(i);
                EngineLines.Row row = rows.get(i);
                item.setText(new String[] {row.score(), row.depth(), row.moves()});
                item.setFont(0, monospace);
                item.setData(row);
            }
        } finally {
            table.setRedraw(true);
        }
        session.setEngineHint(shown.hint(pane));
    }

    private boolean showsCurrentPosition() {
        return shown != null && shown.positionKey() == current.position().key();
    }

    /** Previews the line under the pointer on the board, or ends the preview when the pointer is over no line. */
    private void preview(TableItem under) {
        if (under != null && under.getData() instanceof EngineLines.Row row && showsCurrentPosition()) {
            session.setPreview(new LinePreview(row.pv()));
        } else {
            session.setPreview(LinePreview.NONE);
        }
    }

    private void addLine(EngineLines.Row row) {
        if (row != null && showsCurrentPosition()) {
            session.addLineAndPlayFirst(row.pv());
        }
    }

    private void dispose(Executor thread) {
        analysis++;
        thread.execute(() -> {
            if (engine != null) {
                engine.close();
            }
        });
        monospace.dispose();
    }
}
