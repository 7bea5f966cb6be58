package rookery.ui.views;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import rookery.chess.Position;
import rookery.database.OpeningDatabase;
import rookery.tablebase.Tablebases;
import rookery.tablebase.Wdl;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.jobs.GenerateTableJob;
import rookery.ui.model.EndgameReport;
import rookery.ui.model.SyzygyFolders;
import rookery.ui.session.DatabaseChange;
import rookery.ui.session.PositionChange;
import rookery.ui.session.PreferencesChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;
import rookery.ui.widgets.JobProgress;
import rookery.ui.widgets.OneClickRows;

/**
 * Endgame tables for the current position: its result and every move's, best first, from the
 * Syzygy folders of the preferences (result with the fifty-move rule and DTZ) and Rookery's own
 * tables (distance to mate) as lichess shows them ("Win in 13 (DTZ 5)", "Draw", "Loss (DTZ -3)",
 * coloured) with the tables that answered; the open database's statistics for the material, and a
 * button that generates a missing table of Rookery's as a job. A click on a move (or Enter on the
 * selected one) plays it.
 */
public class EndgameView extends Composite implements SessionListener {
    private static final Color WIN = new Color(20, 130, 40);
    private static final Color DRAW = new Color(110, 110, 110);
    private static final Color LOSS = new Color(190, 30, 30);

    private final Session session;
    private final Tablebases tables;
    private final Background probes;
    private final Background statistics;
    private final Label verdict;
    private final Label answeredBy;
    private final Label material;
    private final Button generate;
    private final JobProgress progress;
    private final Table table;
    private final Font bold;
    private PositionChange current;
    private EndgameReport report;
    private final TheoryView theory;
    private final CTabFolder tabs;

    public EndgameView(Composite parent, Session session, Tablebases tables) {
        super(parent, SWT.NONE);
        this.session = session;
        this.tables = tables;
        probes = new Background("endgame", DisplayExecutor.of(getDisplay()));
        statistics = new Background("endgame-statistics", DisplayExecutor.of(getDisplay()));
        setLayout(new FillLayout());
        tabs = new CTabFolder(this, SWT.BOTTOM | SWT.FLAT);
        Composite position = new Composite(tabs, SWT.NONE);
        position.setLayout(new GridLayout(2, false));
        CTabItem positionTab = new CTabItem(tabs, SWT.NONE);
        positionTab.setText("Position");
        positionTab.setControl(position);
        FontData data = getFont().getFontData()[0];
        bold = new Font(getDisplay(), data.getName(), data.getHeight() + 1, SWT.BOLD);
        verdict = new Label(position, SWT.NONE);
        verdict.setFont(bold);
        verdict.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        generate = new Button(position, SWT.PUSH);
        generate.setText("Generate table");
        generate.addListener(SWT.Selection, event -> generateMissing());
        answeredBy = new Label(position, SWT.NONE);
        answeredBy.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        material = new Label(position, SWT.WRAP);
        material.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        progress = new JobProgress(position, true);
        progress.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        table = new Table(position, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setHeaderVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        TableColumn move = new TableColumn(table, SWT.LEFT);
        move.setText("Move");
        move.setWidth(90);
        TableColumn result = new TableColumn(table, SWT.LEFT);
        result.setText("Result");
        result.setWidth(220);
        TableColumn source = new TableColumn(table, SWT.LEFT);
        source.setText("Table");
        source.setWidth(110);
        OneClickRows.install(table, this::play);
        theory = new TheoryView(tabs, session, tables);
        CTabItem theoryTab = new CTabItem(tabs, SWT.NONE);
        theoryTab.setText("Theory vs practice");
        theoryTab.setControl(theory);
        tabs.setSelection(positionTab);
        addListener(SWT.Dispose, event -> {
            probes.close();
            statistics.close();
            bold.dispose();
        });
        current = session.snapshot();
        showProgress(false);
        refresh();
    }

    public Table table() {
        return table;
    }

    /** What the open database's games say about the position's material (up to seven pieces). */
    public String materialText() {
        return material.getText();
    }

    public String verdict() {
        return verdict.getText();
    }

    /** Which tables answered: "Tables: Syzygy + DTM", "Tables: Syzygy", "Tables: DTM", or empty. */
    public String answeredBy() {
        return answeredBy.getText();
    }

    public Button generateButton() {
        return generate;
    }

    /** Theory against practice in the open database's endgames, the part's second tab. */
    public TheoryView theory() {
        return theory;
    }

    /** Brings the theory against practice tab to the front. */
    public void showTheory() {
        tabs.setSelection(1);
    }

    public JobProgress progress() {
        return progress;
    }

    /** The report shown (null until the first probe answered). */
    public EndgameReport report() {
        return report;
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
            case DatabaseChange change -> {
                refresh();
                theory.refresh();
            }
            case PreferencesChange change -> refresh();
            default -> {
            }
        }
    }

    private void refresh() {
        Position position = current.position();
        List<Path> syzygyFolders = session.preferences().syzygyFolders();
        probes.submit(() -> EndgameReport.of(tables, SyzygyFolders.open(syzygyFolders), position), this::show,
                e -> verdict.setText("Cannot probe: " + e.getMessage()));
    }

    private void show(EndgameReport shown) {
        report = shown;
        if (!shown.verdict().equals(verdict.getText())) {
            verdict.setText(shown.verdict());
            verdict.requestLayout();
        }
        String source = shown.source().isEmpty() ? "" : "Tables: " + shown.source();
        if (!source.equals(answeredBy.getText())) {
            answeredBy.setText(source);
            answeredBy.requestLayout();
        }
        verdict.setForeground(colour(shown.wdl()));
        generate.setVisible(shown.missing() != null && !progress.isTracking());
        table.setRedraw(false);
        try {
            table.removeAll();
            for (EndgameReport.MoveLine line : shown.moves()) {
                TableItem item = new TableItem(table, SWT.NONE);
                item.setText(new String[] {line.san(), line.text(), line.source()});
                item.setForeground(1, colour(line.wdl()));
                item.setData(line);
            }
        } finally {
            table.setRedraw(true);
        }
        OpeningDatabase database = session.database();
        Position position = current.position();
        if (database == null || Long.bitCount(position.occupied()) > OpeningDatabase.MAX_ENDGAME_PIECES) {
            setMaterial("");
            return;
        }
        statistics.submit(() -> EndgameReport.databaseStatistics(database.endgameStatistics(position)), this::setMaterial,
                e -> setMaterial("Cannot read the database's endgame statistics: " + e.getMessage()));
    }

    /** Lays out only when the text changes: a layout of the whole part on every move would cost the UI thread. */
    private void setMaterial(String text) {
        if (!text.equals(material.getText())) {
            material.setText(text);
            material.requestLayout();
        }
    }

    private static Color colour(Wdl wdl) {
        return switch (wdl) {
            case WIN -> WIN;
            case LOSS -> LOSS;
            default -> DRAW;
        };
    }

    private void showProgress(boolean visible) {
        progress.setVisible(visible);
        ((GridData) progress.getLayoutData()).exclude = !visible;
        layout(true, true);
    }

    private void generateMissing() {
        if (report == null || report.missing() == null) {
            return;
        }
        generate.setVisible(false);
        showProgress(true);
        int threads = Math.max(1, session.preferences().threads());
        progress.run(new GenerateTableJob(tables, report.missing(), threads), job -> {
            showProgress(false);
            if (job.failure() != null) {
                verdict.setText("Generation failed: " + job.failure().getMessage());
                verdict.setForeground(LOSS);
            }
            if (job.getResult() != null && job.getResult().getSeverity() == IStatus.CANCEL) {
                verdict.setText("Generation of " + job.signature().name() + " cancelled: no table was written for it");
                verdict.setForeground(DRAW);
                generate.setVisible(true);
                layout(true, true);
                return;
            }
            refresh();
        });
    }

    private void play(TableItem item) {
        if (report != null && report.isCovered() && item.getData() instanceof EndgameReport.MoveLine line
                && current.position().isLegal(line.move())) {
            session.play(line.move());
        }
    }

    /** The moves as shown, best first. */
    public List<EndgameReport.MoveLine> moves() {
        return report == null ? List.of() : report.moves();
    }
}
