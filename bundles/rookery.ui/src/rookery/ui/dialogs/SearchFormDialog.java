package rookery.ui.dialogs;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import rookery.chess.Color;
import rookery.database.QueryForm;
import rookery.pgn.GameResult;

/**
 * The Games list's search form: players with colour, ratings, years, event, site, an ECO range,
 * result, length, and (for a database's games) whether a game has a stored engine review or kept
 * comments. It shows the query it builds ({@link QueryForm}) as the fields change, so the
 * query language is learnt by using the form; Search puts that query in the list's query field.
 */
public class SearchFormDialog extends Dialog {
    public static final String TITLE = "Search Form";
    private static final Color[] SIDES = {null, Color.WHITE, Color.BLACK};
    private static final GameResult[] RESULTS = {null, GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.UNKNOWN};
    private static final Boolean[] EITHER_YES_NO = {null, Boolean.TRUE, Boolean.FALSE};

    private Text player;
    private Combo side;
    private Text opponent;
    private Spinner minElo;
    private Spinner maxElo;
    private Spinner minEachElo;
    private Spinner fromYear;
    private Spinner toYear;
    private Text event;
    private Text site;
    private Text ecoFrom;
    private Text ecoTo;
    private Combo result;
    private Spinner minMoves;
    private Spinner maxMoves;
    private Combo reviewed;
    private Combo annotated;
    private Text query;
    private String built = "";
    private final boolean database;

    /** @param database whether the list shows a database's games (a PGN file's have no stored reviews or kept comments) */
    public SearchFormDialog(Shell parent, boolean database) {
        super(parent);
        this.database = database;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    /** The query the user built and searched with, or null when they cancelled. */
    public static String ask(Shell parent, boolean database) {
        SearchFormDialog dialog = new SearchFormDialog(parent, database);
        return dialog.open() == OK ? dialog.built() : null;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(TITLE);
        shell.setData(this);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(4, false));
        player = text(area, "Player:", 1);
        side = new Combo(area, SWT.READ_ONLY);
        side.setItems("with either colour", "with White", "with Black");
        side.select(0);
        side.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false, 2, 1));
        side.addListener(SWT.Selection, e -> update());
        opponent = text(area, "Opponent:", 3);
        minElo = spinner(area, "Average Elo from:", 4000);
        maxElo = spinner(area, "to:", 4000);
        minEachElo = spinner(area, "Each player at least:", 4000);
        new Label(area, SWT.NONE).setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false, 2, 1));
        fromYear = spinner(area, "Years from:", 9999);
        toYear = spinner(area, "to:", 9999);
        event = text(area, "Event:", 3);
        site = text(area, "Site:", 3);
        ecoFrom = text(area, "ECO from:", 1);
        ecoTo = text(area, "to:", 1);
        new Label(area, SWT.NONE).setText("Result:");
        result = new Combo(area, SWT.READ_ONLY);
        result.setItems("any", "1-0 (White won)", "1/2-1/2 (drawn)", "0-1 (Black won)", "* (unfinished)");
        result.select(0);
        result.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        result.addListener(SWT.Selection, e -> update());
        minMoves = spinner(area, "Moves from:", 999);
        maxMoves = spinner(area, "to:", 999);
        reviewed = choice(area, "Engine review:", "either", "reviewed (stored with the game)", "not reviewed");
        annotated = choice(area, "Comments:", "either", "annotated (comments kept)", "not annotated");
        Label queryLabel = new Label(area, SWT.NONE);
        queryLabel.setText("Query:");
        query = new Text(area, SWT.BORDER | SWT.READ_ONLY | SWT.WRAP | SWT.MULTI);
        GridData queryData = new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1);
        queryData.widthHint = 460;
        queryData.heightHint = 50;
        query.setLayoutData(queryData);
        query.setToolTipText("The query the form builds, as you can type it in the Games list (0 and blank fields are left out)");
        update();
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Search", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    private Text text(Composite area, String label, int span) {
        new Label(area, SWT.NONE).setText(label);
        Text field = new Text(area, SWT.BORDER);
        field.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, span, 1));
        field.addListener(SWT.Modify, e -> update());
        return field;
    }

    private Combo choice(Composite area, String label, String... items) {
        new Label(area, SWT.NONE).setText(label);
        Combo field = new Combo(area, SWT.READ_ONLY);
        field.setItems(items);
        field.select(0);
        field.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        field.setEnabled(database);
        if (!database) {
            field.setToolTipText("A PGN file's games have no stored reviews or kept comments: import it into a database first");
        }
        field.addListener(SWT.Selection, e -> update());
        return field;
    }

    private Spinner spinner(Composite area, String label, int maximum) {
        new Label(area, SWT.NONE).setText(label);
        Spinner field = new Spinner(area, SWT.BORDER);
        field.setValues(0, 0, maximum, 0, 1, 100);
        field.setToolTipText("0: any");
        field.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        field.addListener(SWT.Modify, e -> update());
        return field;
    }

    /** The form as its fields stand. */
    public QueryForm form() {
        return new QueryForm(player.getText(), SIDES[side.getSelectionIndex()], opponent.getText(), minElo.getSelection(),
                maxElo.getSelection(), minEachElo.getSelection(), fromYear.getSelection(), toYear.getSelection(), event.getText(),
                site.getText(), ecoFrom.getText(), ecoTo.getText(), RESULTS[result.getSelectionIndex()], minMoves.getSelection(),
                maxMoves.getSelection(), EITHER_YES_NO[reviewed.getSelectionIndex()], EITHER_YES_NO[annotated.getSelectionIndex()]);
    }

    private void update() {
        if (query != null) {
            built = form().query();
            query.setText(built.isEmpty() ? "(every game)" : built);
        }
    }

    /** The query built so far. */
    public String built() {
        return built;
    }

    public Text player() {
        return player;
    }

    public Combo side() {
        return side;
    }

    public Text opponent() {
        return opponent;
    }

    public Spinner minElo() {
        return minElo;
    }

    public Spinner fromYear() {
        return fromYear;
    }

    public Spinner toYear() {
        return toYear;
    }

    public Text ecoFrom() {
        return ecoFrom;
    }

    public Text ecoTo() {
        return ecoTo;
    }

    public Combo result() {
        return result;
    }

    public Combo reviewed() {
        return reviewed;
    }

    public Combo annotated() {
        return annotated;
    }

    public Text query() {
        return query;
    }
}
