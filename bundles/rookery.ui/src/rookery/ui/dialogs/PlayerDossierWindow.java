package rookery.ui.dialogs;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TabFolder;
import org.eclipse.swt.widgets.TabItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.swt.widgets.TreeItem;

import rookery.chess.Position;
import rookery.database.GameHeader;
import rookery.database.MoveStatistics;
import rookery.database.OpeningDatabase;
import rookery.database.PlayerDossier;
import rookery.database.PlayerDossier.Results;
import rookery.database.repertoire.RepertoireDraft;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;

/**
 * A player's dossier ({@link PlayerDossier}, what {@code rookery report player} writes) in a window
 * of its own: the figures and results by colour and by the opponent's rating, the rating year by
 * year as a plot, the repertoire as White and as Black as trees, the frequent opponents, best wins
 * and worst losses, the endgames reached, and "prepare": the player's moves in the workbench's
 * position with their results. The dossier is made off the UI thread.
 */
public final class PlayerDossierWindow {
    public static final String TITLE_PREFIX = "Player Dossier: ";

    private final Shell shell;
    private final Label status;
    private TabFolder tabs;
    private final Background builder;
    private PlayerDossier dossier;
    private Label summary;
    private Table bands;
    private Canvas ratingPlot;
    private Tree whiteRepertoire;
    private Tree blackRepertoire;
    private Table opponents;
    private Table bestWins;
    private Table worstLosses;
    private Table endgames;
    private Table prepare;

    private PlayerDossierWindow(Shell parent, OpeningDatabase database, String player, Position position) {
        shell = new Shell(parent, SWT.SHELL_TRIM);
        shell.setText(TITLE_PREFIX + player);
        shell.setData(this);
        shell.setLayout(new GridLayout(1, false));
        status = new Label(shell, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        status.setText("Reading the games of " + player + "...");
        builder = new Background("dossier", DisplayExecutor.of(shell.getDisplay()));
        shell.addListener(SWT.Dispose, event -> builder.close());
        shell.setSize(900, 640);
        shell.open();
        Position copy = position == null ? null : position.copy();
        builder.submit(() -> database.playerDossier(player, copy), this::show,
                e -> status.setText("The dossier of " + player + " cannot be made: " + e.getMessage()));
    }

    /** Opens the dossier of {@code player} with their moves in {@code position} (null: the start). */
    public static PlayerDossierWindow open(Shell parent, OpeningDatabase database, String player, Position position) {
        return new PlayerDossierWindow(parent, database, player, position);
    }

    private void show(PlayerDossier made) {
        if (shell.isDisposed()) {
            return;
        }
        dossier = made;
        status.setText(String.format(Locale.ROOT, "%s: %,d games%s", made.player(), made.games(),
                made.firstYear() == 0 ? "" : ", " + made.firstYear() + "-" + made.lastYear()));
        // Made once its pages can be: a folder laid out before it has them leaves the first page blank.
        tabs = new TabFolder(shell, SWT.TOP);
        tabs.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite figures = gridTab("Figures");
        summary = new Label(figures, SWT.WRAP);
        summary.setText("As White: " + results(made.asWhite()) + "\nAs Black: " + results(made.asBlack()) + "\nTotal: "
                + results(made.asWhite().plus(made.asBlack())) + "\n\nBy the opponent's rating:");
        bands = resultsTable(figures, "Opponents' Elo", made.byOpponentRating(), PlayerDossier.Band::label, PlayerDossier.Band::results);
        Composite rating = tab("Rating");
        rating.setLayout(new FillLayout());
        ratingPlot = new Canvas(rating, SWT.DOUBLE_BUFFERED);
        ratingPlot.addListener(SWT.Paint, event -> plot(event.gc, ratingPlot.getClientArea(), made.ratings()));
        Composite repertoire = tab("Repertoire");
        repertoire.setLayout(new FillLayout());
        SashForm split = new SashForm(repertoire, SWT.HORIZONTAL);
        whiteRepertoire = tree(split, "As White", made.whiteRepertoire());
        blackRepertoire = tree(split, "As Black", made.blackRepertoire());
        opponents = resultsTable(gridTab("Opponents"), "Opponent", made.opponents(), PlayerDossier.Opponent::name, PlayerDossier.Opponent::results);
        Composite games = gridTab("Wins and Losses");
        new Label(games, SWT.NONE).setText("Best wins, by the opponent's rating:");
        bestWins = gameTable(games, made.bestWins());
        new Label(games, SWT.NONE).setText("Worst losses, by the opponent's rating:");
        worstLosses = gameTable(games, made.worstLosses());
        endgames = resultsTable(gridTab("Endgames"), "Material", made.endgames(), PlayerDossier.Endgame::signature, PlayerDossier.Endgame::results);
        Composite prepared = gridTab("Prepare");
        new Label(prepared, SWT.WRAP).setText("The player's games in the position " + made.prepare().fen() + ": the moves played (results from White's side)");
        prepare = table(prepared, "Move", "Games", "White wins", "Draws", "Black wins", "Score (mover)");
        for (MoveStatistics move : made.prepare().moves()) {
            row(prepare, move.san(), new String[] {Integer.toString(move.games()), Integer.toString(move.white()),
                Integer.toString(move.draws()), Integer.toString(move.black()), String.format(Locale.ROOT, "%.1f%%", move.score())});
        }
        shell.layout(true, true);
    }

    private Composite tab(String title) {
        TabItem item = new TabItem(tabs, SWT.NONE);
        item.setText(title);
        Composite page = new Composite(tabs, SWT.NONE);
        item.setControl(page);
        return page;
    }

    private Composite gridTab(String title) {
        Composite page = tab(title);
        page.setLayout(new GridLayout(1, false));
        return page;
    }

    /** A table of results (games, wins, draws, losses, score) a row for each of {@code rows}, named in the first column. */
    private static <T> Table resultsTable(Composite parent, String what, List<T> rows, Function<T, String> name, Function<T, Results> results) {
        Table table = table(parent, what, "Games", "Wins", "Draws", "Losses", "Score");
        for (T row : rows) {
            row(table, name.apply(row), cells(results.apply(row)));
        }
        return table;
    }

    private static String results(Results results) {
        return String.format(Locale.ROOT, "%,d games, +%d =%d -%d, %.1f%%", results.games(), results.wins(), results.draws(), results.losses(),
                results.score());
    }

    private static String[] cells(Results results) {
        return new String[] {Integer.toString(results.games()), Integer.toString(results.wins()), Integer.toString(results.draws()),
            Integer.toString(results.losses()), String.format(Locale.ROOT, "%.1f%%", results.score())};
    }

    private static Table table(Composite parent, String... titles) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        for (int i = 0; i < titles.length; i++) {
            TableColumn column = new TableColumn(table, i == 0 ? SWT.LEFT : SWT.RIGHT);
            column.setText(titles[i]);
            column.setWidth(i == 0 ? 220 : 80);
        }
        return table;
    }

    private static void row(Table table, String first, String[] rest) {
        TableItem item = new TableItem(table, SWT.NONE);
        item.setText(0, first);
        for (int i = 0; i < rest.length; i++) {
            item.setText(i + 1, rest[i]);
        }
    }

    private static Table gameTable(Composite parent, List<GameHeader> games) {
        Table table = table(parent, "White", "Elo", "Black", "Elo", "Result", "Date", "Event");
        table.getColumn(0).setWidth(170);
        table.getColumn(2).setWidth(170);
        table.getColumn(5).setWidth(90);
        table.getColumn(6).setWidth(200);
        for (GameHeader game : games) {
            row(table, game.white() == null ? "" : game.white(), new String[] {elo(game.whiteElo()), game.black() == null ? "" : game.black(),
                elo(game.blackElo()), game.result().pgn(), game.date() == null ? "" : game.date(), game.event() == null ? "" : game.event()});
            table.getItem(table.getItemCount() - 1).setData(game);
        }
        return table;
    }

    private static String elo(int elo) {
        return elo == 0 ? "" : Integer.toString(elo);
    }

    private static Tree tree(Composite parent, String title, List<RepertoireDraft.Node> moves) {
        Tree tree = new Tree(parent, SWT.BORDER | SWT.FULL_SELECTION);
        tree.setHeaderVisible(true);
        String[] titles = {title, "Games", "Share", "Score"};
        for (int i = 0; i < titles.length; i++) {
            TreeColumn column = new TreeColumn(tree, i == 0 ? SWT.LEFT : SWT.RIGHT);
            column.setText(titles[i]);
            column.setWidth(i == 0 ? 180 : 70);
        }
        for (RepertoireDraft.Node move : moves) {
            add(new TreeItem(tree, SWT.NONE), move);
        }
        for (TreeItem item : tree.getItems()) {
            item.setExpanded(true);
        }
        return tree;
    }

    private static void add(TreeItem item, RepertoireDraft.Node node) {
        item.setText(new String[] {node.figures().san(), Integer.toString(node.figures().games()),
            String.format(Locale.ROOT, "%.0f%%", node.figures().share()), String.format(Locale.ROOT, "%.1f%%", node.figures().score())});
        item.setData(node);
        for (RepertoireDraft.Node child : node.children()) {
            add(new TreeItem(item, SWT.NONE), child);
        }
    }

    /** The rating year by year: a line through each year's mean rating, the years along the bottom and the ratings at the left. */
    private static void plot(GC gc, Rectangle area, List<PlayerDossier.RatingYear> ratings) {
        gc.setBackground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(area);
        gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_BLACK));
        if (ratings.isEmpty()) {
            gc.drawText("No rated games.", 10, 10, true);
            return;
        }
        int left = 60;
        int bottom = area.height - 30;
        int top = 20;
        int right = area.width - 20;
        int minElo = ratings.stream().mapToInt(PlayerDossier.RatingYear::elo).min().orElse(0) / 50 * 50;
        int maxElo = (ratings.stream().mapToInt(PlayerDossier.RatingYear::elo).max().orElse(0) + 49) / 50 * 50;
        maxElo = Math.max(maxElo, minElo + 50);
        int firstYear = ratings.get(0).year();
        int lastYear = Math.max(ratings.get(ratings.size() - 1).year(), firstYear + 1);
        gc.drawLine(left, top, left, bottom);
        gc.drawLine(left, bottom, right, bottom);
        for (int elo = minElo; elo <= maxElo; elo += 50) {
            int y = bottom - (bottom - top) * (elo - minElo) / (maxElo - minElo);
            gc.drawText(Integer.toString(elo), 10, y - 8, true);
            gc.drawLine(left - 4, y, left, y);
        }
        int[] points = new int[ratings.size() * 2];
        int lastLabel = 0;
        for (int i = 0; i < ratings.size(); i++) {
            PlayerDossier.RatingYear year = ratings.get(i);
            int x = left + (right - left) * (year.year() - firstYear) / (lastYear - firstYear);
            int y = bottom - (bottom - top) * (year.elo() - minElo) / (maxElo - minElo);
            points[2 * i] = x;
            points[2 * i + 1] = y;
            if (i == 0 || x - lastLabel >= 48) {
                gc.drawText(Integer.toString(year.year()), x - 14, bottom + 6, true);
                lastLabel = x;
            }
            gc.fillOval(x - 3, y - 3, 6, 6);
        }
        gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_DARK_BLUE));
        gc.setLineWidth(2);
        gc.drawPolyline(points);
    }

    public Shell shell() {
        return shell;
    }

    /** The dossier shown, null while it is being made. */
    public PlayerDossier dossier() {
        return dossier;
    }

    /** The line above the tabs: the player's games and years, or why there is no dossier. */
    public String status() {
        return status.getText();
    }

    public TabFolder tabs() {
        return tabs;
    }

    public String summary() {
        return summary.getText();
    }

    public Table bands() {
        return bands;
    }

    public Tree whiteRepertoire() {
        return whiteRepertoire;
    }

    public Tree blackRepertoire() {
        return blackRepertoire;
    }

    public Table opponents() {
        return opponents;
    }

    public Table bestWins() {
        return bestWins;
    }

    public Table worstLosses() {
        return worstLosses;
    }

    public Table endgames() {
        return endgames;
    }

    public Table prepare() {
        return prepare;
    }

    public Canvas ratingPlot() {
        return ratingPlot;
    }
}
