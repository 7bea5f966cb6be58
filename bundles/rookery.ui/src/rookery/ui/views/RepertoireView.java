package rookery.ui.views;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

import rookery.ui.actions.Choosers;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.OpeningDatabase;
import rookery.database.repertoire.Gap;
import rookery.database.repertoire.RepertoireCheck;
import rookery.database.repertoire.RepertoireReport;
import rookery.ui.actions.RepertoireSaving;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.game.GameTree;
import rookery.ui.game.MoveNode;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.model.RepertoireFile;
import rookery.ui.training.DrillSchedules;
import rookery.ui.training.DrillWindow;
import rookery.ui.session.RepertoireChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;
import rookery.ui.widgets.CompactGrid;
import rookery.ui.widgets.ComboTooltip;
import rookery.ui.model.Counts;

/**
 * The Repertoire part: a repertoire PGN file opened for one colour, its lines as a tree, checked
 * against the open database (docs/repertoire.md) with the gaps shown under the positions they
 * are in, most likely first, and the coverage; a click on a line or a gap (or Enter) shows its
 * position on the board; the current line is added from the board and the file saved.
 */
public class RepertoireView extends Composite implements SessionListener {
    private static final Color GAP = new Color(190, 40, 40);

    private final Session session;
    private final Background checks;
    private final Combo colour;
    private final Spinner minShare;
    private final Spinner minGames;
    private final Label title;
    private final Tree tree;
    private final Label summary;
    private RepertoireReport report;

    /** A gap as the tree shows it: the repertoire's node before the reply, and the gap. */
    private record GapItem(MoveNode at, Gap gap) {
    }

    public RepertoireView(Composite parent, Session session) {
        super(parent, SWT.NONE);
        this.session = session;
        checks = new Background("repertoire-check", DisplayExecutor.of(getDisplay()));
        setLayout(CompactGrid.of(1));
        // Two rows around the tree, so that it keeps 8 lines in the default layout's lower stack:
        // the file's actions with its title above, the check's settings with its outcome below.
        Composite files = row(this, 7);
        colour = new Combo(files, SWT.READ_ONLY);
        colour.setItems("White", "Black");
        colour.select(0);
        ComboTooltip.set(colour, "The side the repertoire is for (used by New and Open)");
        button(files, "New", "A new, empty repertoire for the chosen side", this::newRepertoire);
        button(files, "Open...", "Open a repertoire PGN file for the chosen side", this::open);
        button(files, "Save", "Save the repertoire to its file", () -> save(false));
        button(files, "Save As...", "Save the repertoire to another file", () -> save(true));
        button(files, "Add Current Line", "Add the moves from the start to the board's position to the repertoire", this::addCurrentLine);
        title = new Label(files, SWT.NONE);
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        tree = new Tree(this, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION);
        GridData treeData = new GridData(SWT.FILL, SWT.FILL, true, true);
        treeData.heightHint = 1;
        tree.setLayoutData(treeData);
        tree.addListener(SWT.MouseUp, event -> {
            TreeItem item = tree.getItem(new Point(event.x, event.y));
            if (event.button == 1 && event.count == 1 && item != null) {
                show(item);
            }
        });
        tree.addListener(SWT.DefaultSelection, event -> {
            if (event.item instanceof TreeItem item) {
                show(item);
            }
        });
        Composite checking = row(this, 7);
        new Label(checking, SWT.NONE).setText("Gap: min %");
        minShare = spinner(checking, 5, 100, "A reply is a gap when played in at least this share of the games in its position");
        new Label(checking, SWT.NONE).setText("min games");
        minGames = spinner(checking, 20, 100_000, "... and in at least this many games");
        button(checking, "Check", "Check the repertoire against the open database: gaps, coverage", this::check);
        button(checking, "Train", "Drill the repertoire on a board, by spaced repetition (its schedule is kept per repertoire file)", this::train);
        summary = new Label(checking, SWT.WRAP);
        GridData summaryData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        summaryData.widthHint = 200;
        summary.setLayoutData(summaryData);
        addListener(SWT.Dispose, event -> checks.close());
        showRepertoire();
    }

    private static Composite row(Composite parent, int columns) {
        Composite row = new Composite(parent, SWT.NONE);
        row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        GridLayout layout = new GridLayout(columns, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        row.setLayout(layout);
        return row;
    }

    private static void button(Composite parent, String text, String tooltip, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(text);
        button.setToolTipText(tooltip);
        button.addListener(SWT.Selection, event -> action.run());
    }

    private static Spinner spinner(Composite parent, int value, int max, String tooltip) {
        Spinner spinner = new Spinner(parent, SWT.BORDER);
        spinner.setValues(value, 1, max, 0, 1, 10);
        spinner.setToolTipText(tooltip);
        return spinner;
    }

    public Tree tree() {
        return tree;
    }

    /** The repertoire's file, side and number of lines ("New repertoire · White · 0 lines"). */
    public String title() {
        return title.getText();
    }

    public String summary() {
        return summary.getText();
    }

    /** The last check's report, or null. */
    public RepertoireReport report() {
        return report;
    }

    @Override
    public void changed(SessionEvent event) {
        if (!isDisposed() && event instanceof RepertoireChange) {
            showRepertoire();
        }
    }

    private rookery.chess.Color chosenColour() {
        return colour.getSelectionIndex() == 1 ? rookery.chess.Color.BLACK : rookery.chess.Color.WHITE;
    }

    private void newRepertoire() {
        if (RepertoireSaving.allow(getShell(), session, "start a new repertoire")) {
            report = null;
            session.setRepertoire(RepertoireFile.empty(chosenColour()));
        }
    }

    private void open() {
        if (!RepertoireSaving.allow(getShell(), session, "open another repertoire")) {
            return;
        }
        FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
        dialog.setText("Open a " + colour.getText() + " Repertoire");
        dialog.setFilterExtensions(new String[] {"*.pgn", "*"});
        String chosen = Choosers.open(dialog);
        if (chosen != null) {
            open(Path.of(chosen));
        }
    }

    /** Opens a repertoire file for the chosen colour; a file that cannot be read is reported in the part. */
    public void open(Path file) {
        try {
            report = null;
            session.setRepertoire(RepertoireFile.open(file, chosenColour()));
        } catch (IOException | IllegalArgumentException e) {
            summary.setText("Cannot open the repertoire: " + e.getMessage());
            summary.requestLayout();
        }
    }

    /** Saves to the repertoire's file (asking for one when it has none, or with {@code choose}); whether it was saved. */
    boolean save(boolean choose) {
        return RepertoireSaving.save(getShell(), session, choose);
    }

    /** Adds the line from the start to the board's position. */
    public void addCurrentLine() {
        RepertoireFile repertoire = session.repertoire();
        if (repertoire == null) {
            repertoire = RepertoireFile.empty(chosenColour());
        }
        if (!repertoire.addLine(session.game(), session.current())) {
            summary.setText(session.current().isRoot() ? "Play the line on the board first." : "The line is in the repertoire already"
                    + (repertoire.tree().start().equals(session.game().start()) ? "." : " or starts from another position."));
            summary.requestLayout();
            if (session.repertoire() != null) {
                return;
            }
        }
        session.setRepertoire(repertoire);
    }

    /** Opens the drill of the saved repertoire (its schedule is kept per file, so an unsaved repertoire is saved first). */
    public DrillWindow train() {
        RepertoireFile repertoire = session.repertoire();
        if (repertoire == null || repertoire.file() == null && !save(false)) {
            summary.setText(repertoire == null ? "Open or start a repertoire first." : "Save the repertoire first: its schedule is kept per file.");
            summary.requestLayout();
            return null;
        }
        List<String> line = new ArrayList<>();
        for (MoveNode node = session.current(); !node.isRoot(); node = node.parent()) {
            line.add(0, node.san());
        }
        try {
            DrillWindow drill = new DrillWindow(getShell(), session.repertoire().repertoire(), DrillSchedules.fileFor(session.repertoire().file()),
                    session.database(), session.explorerFilter(), line);
            drill.open();
            return drill;
        } catch (IOException e) {
            summary.setText("The drill schedule could not be read: " + e.getMessage());
            summary.requestLayout();
            return null;
        }
    }

    /** Checks the repertoire against the open database in the background, then shows the gaps and the coverage. */
    public void check() {
        RepertoireFile repertoire = session.repertoire();
        OpeningDatabase database = session.database();
        if (repertoire == null || database == null) {
            summary.setText(repertoire == null ? "Open or start a repertoire first." : "Open a database to check the repertoire against.");
            summary.requestLayout();
            return;
        }
        double share = minShare.getSelection();
        int games = minGames.getSelection();
        var filter = session.explorerFilter();
        var checked = repertoire.repertoire();
        summary.setText("Checking against " + database.folder().getFileName() + "...");
        checks.submit(() -> RepertoireCheck.run(database, checked, filter, share, games, 40), done -> {
            report = done;
            showRepertoire();
        }, error -> summary.setText("The check failed: " + error.getMessage()));
    }

    private void showRepertoire() {
        RepertoireFile repertoire = session.repertoire();
        tree.removeAll();
        if (repertoire == null) {
            title.setText("No repertoire open: New, Open..., or Add Current Line to start one.");
            summary.setText("");
            return;
        }
        colour.select(repertoire.color() == rookery.chess.Color.WHITE ? 0 : 1);
        title.setText((repertoire.file() == null ? "New repertoire" : repertoire.file().getFileName().toString()) + (repertoire.isModified() ? " *" : "")
                + " \u00b7 " + colour.getText() + " \u00b7 " + Counts.of(repertoire.repertoire().lines(), "line"));
        Map<String, List<Gap>> gapsByLine = new HashMap<>();
        if (report != null) {
            for (Gap gap : report.gaps()) {
                gapsByLine.computeIfAbsent(String.join(" ", gap.line()), line -> new ArrayList<>()).add(gap);
            }
        }
        GameTree moves = repertoire.tree();
        addGaps(null, moves.root(), List.of(), gapsByLine);
        for (MoveNode child : moves.root().children()) {
            addItem(null, moves, child, new ArrayList<>(), gapsByLine);
        }
        expand(tree.getItems());
        summary.setText(report == null ? "Check compares the repertoire with the open database."
                : String.format(Locale.ROOT, "%s (most likely first under their positions, in red) \u00b7 coverage: %s",
                        Counts.of(report.gaps().size(), "gap"), coverageText()));
        summary.requestLayout();
        title.requestLayout();
    }

    private String coverageText() {
        List<String> parts = new ArrayList<>();
        report.coverage().forEach((ply, share) -> parts.add(String.format(Locale.ROOT, "%.1f%% of the games stay inside through ply %d", 100 * share, ply)));
        return String.join(", ", parts);
    }

    private void addItem(TreeItem parent, GameTree moves, MoveNode node, List<String> line, Map<String, List<Gap>> gaps) {
        TreeItem item = parent == null ? new TreeItem(tree, SWT.NONE) : new TreeItem(parent, SWT.NONE);
        Position before = moves.positionAt(node.parent());
        item.setText(moveNumber(before) + node.san());
        item.setData(node);
        line.add(node.san());
        addGaps(item, node, line, gaps);
        for (MoveNode child : node.children()) {
            addItem(item, moves, child, line, gaps);
        }
        line.remove(line.size() - 1);
    }

    /** Opens every line, parents first (GTK keeps a child collapsed under a collapsed parent). */
    private static void expand(TreeItem[] items) {
        for (TreeItem item : items) {
            if (item.getItemCount() > 0) {
                item.setExpanded(true);
                expand(item.getItems());
            }
        }
    }

    private void addGaps(TreeItem parent, MoveNode at, List<String> line, Map<String, List<Gap>> gaps) {
        for (Gap gap : gaps.getOrDefault(String.join(" ", line), List.of())) {
            TreeItem item = parent == null ? new TreeItem(tree, SWT.NONE) : new TreeItem(parent, SWT.NONE);
            item.setText(String.format(Locale.ROOT, "\u26a0 %s not prepared: %.1f%% of games reach it (%s, %.1f%% here, scores %.1f%%)",
                    gap.reply().san(), 100 * gap.likelihood(), Counts.of(gap.reply().games(), "game"), gap.reply().share(), gap.reply().score()));
            item.setForeground(GAP);
            item.setData(new GapItem(at, gap));
        }
    }

    private static String moveNumber(Position before) {
        return before.fullmoveNumber() + (before.turn() == rookery.chess.Color.WHITE ? ". " : "... ");
    }

    /**
     * Shows a line's position (or a gap's reply) on the board, in a game of that line: on a click or
     * Enter only, never on the selection GTK makes when the tree merely gets the focus.
     */
    private void show(TreeItem item) {
        RepertoireFile repertoire = session.repertoire();
        if (repertoire == null || !UnsavedChanges.allow(getShell(), session, "go to this line")) {
            return;
        }
        Object data = item.getData();
        MoveNode node = data instanceof GapItem gap ? gap.at() : (MoveNode) data;
        GameTree line = GameTree.of(repertoire.tree().start(), repertoire.tree().variant());
        MoveNode end = line.root();
        List<MoveNode> path = new ArrayList<>();
        for (MoveNode step = node; !step.isRoot(); step = step.parent()) {
            path.add(0, step);
        }
        for (MoveNode step : path) {
            end = line.add(end, step.move());
        }
        if (data instanceof GapItem gap) {
            Position position = line.positionAt(end);
            end = line.add(end, San.parse(position, gap.gap().reply().san()));
        }
        session.load(line, end);
        session.markSaved();
    }
}
