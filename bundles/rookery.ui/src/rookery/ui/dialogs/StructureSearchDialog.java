package rookery.ui.dialogs;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import rookery.chess.Position;
import rookery.database.MaterialPattern;
import rookery.database.OpeningDatabase;
import rookery.database.PawnStructure;
import rookery.database.PositionPattern;
import rookery.database.StructureFamily;
import rookery.database.StructureMatches;
import rookery.database.StructureQuery;
import rookery.ui.jobs.StructureSearchJob;
import rookery.ui.session.Session;
import rookery.ui.widgets.JobProgress;

/**
 * Searches the open database by structure: the pawn structure of the board's position, a material
 * (the board's, or a signature or difference typed) held for some plies, a named structure, or a
 * pattern (typed, or taken from the setup board). The games found go to the Games part; a replay
 * of every game shows its progress here and can be cancelled.
 */
public class StructureSearchDialog {

    /** What the dialog starts with selected. */
    public enum Mode {
        PAWNS, MATERIAL, FAMILY, PATTERN
    }

    private final Shell shell;
    private final Session session;
    private final Label pawnsLabel;
    private PawnStructure pawns;
    private final Button[] modes = new Button[Mode.values().length];
    private final Text material;
    private final Spinner plies;
    private final Combo family;
    private final Text pattern;
    private final Button mirror;
    private final Label problem;
    private final JobProgress progress;
    private final Button search;

    public StructureSearchDialog(Shell parent, Session session, Mode mode) {
        this.session = session;
        Position position = session.position();
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.APPLICATION_MODAL);
        shell.setText("Search Games by Structure");
        shell.setData(this);
        shell.setLayout(new GridLayout(3, false));
        modes[Mode.PAWNS.ordinal()] = radio("Pawn structure of the board's position");
        pawns = PawnStructure.of(position);
        pawnsLabel = new Label(shell, SWT.NONE);
        pawnsLabel.setText(pawns.placement());
        pawnsLabel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        modes[Mode.MATERIAL.ordinal()] = radio("Material (KRvKBN, RvB, exchange up...)");
        material = new Text(shell, SWT.BORDER);
        material.setText(MaterialPattern.signatureOf(position));
        material.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        plies = new Spinner(shell, SWT.BORDER);
        plies.setValues(0, 0, 999, 0, 1, 10);
        plies.setToolTipText("Held for at least this many plies");
        modes[Mode.FAMILY.ordinal()] = radio("Named structure");
        family = new Combo(shell, SWT.READ_ONLY);
        for (StructureFamily each : StructureFamily.values()) {
            family.add(each.title() + "  (" + each.mask() + ")");
        }
        family.select(0);
        family.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        modes[Mode.PATTERN.ordinal()] = radio("Pattern (Bh7 kg8 -f7 w)");
        pattern = new Text(shell, SWT.BORDER);
        pattern.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        mirror = new Button(shell, SWT.CHECK);
        mirror.setText("Either colour");
        modes[mode.ordinal()].setSelection(true);
        problem = new Label(shell, SWT.WRAP);
        problem.setForeground(shell.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        GridData problemData = new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1);
        problemData.widthHint = 460;
        problem.setLayoutData(problemData);
        progress = new JobProgress(shell, true);
        progress.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        Button close = new Button(shell, SWT.PUSH);
        close.setText("Close");
        close.setLayoutData(new GridData(SWT.END, SWT.END, true, false, 2, 1));
        close.addListener(SWT.Selection, event -> shell.close());
        search = new Button(shell, SWT.PUSH);
        search.setText("Search");
        search.setLayoutData(new GridData(SWT.FILL, SWT.END, false, false));
        search.addListener(SWT.Selection, event -> search());
        shell.setDefaultButton(search);
        shell.addListener(SWT.Close, event -> progress.cancelButton().notifyListeners(SWT.Selection, null));
        shell.pack();
    }

    private Button radio(String text) {
        Button radio = new Button(shell, SWT.RADIO);
        radio.setText(text);
        return radio;
    }

    public Shell shell() {
        return shell;
    }

    public Text material() {
        return material;
    }

    public Spinner plies() {
        return plies;
    }

    public Text pattern() {
        return pattern;
    }

    public Button mirror() {
        return mirror;
    }

    public Combo family() {
        return family;
    }

    public String problem() {
        return problem.getText();
    }

    public JobProgress progress() {
        return progress;
    }

    /** Searches for these pawns instead of the board's (a structure drawn on the setup board). */
    public void usePawns(PawnStructure drawn) {
        pawns = drawn;
        pawnsLabel.setText(drawn.placement());
        modes[Mode.PAWNS.ordinal()].setText("Pawn structure drawn on the setup board");
        select(Mode.PAWNS);
        shell.pack();
    }

    public void select(Mode mode) {
        for (Mode each : Mode.values()) {
            modes[each.ordinal()].setSelection(each == mode);
        }
    }

    public void open() {
        DialogPlacement.centreOnParent(shell);
        shell.open();
    }

    /** The search the dialog describes, or null with the reason shown. */
    public StructureQuery query() {
        try {
            if (modes[Mode.PAWNS.ordinal()].getSelection()) {
                return new StructureQuery.Pawns(pawns);
            }
            if (modes[Mode.MATERIAL.ordinal()].getSelection()) {
                return new StructureQuery.Material(MaterialPattern.parse(material.getText()), plies.getSelection());
            }
            if (modes[Mode.FAMILY.ordinal()].getSelection()) {
                return new StructureQuery.Family(StructureFamily.values()[family.getSelectionIndex()]);
            }
            return new StructureQuery.Pattern(PositionPattern.parse(pattern.getText(), mirror.getSelection()));
        } catch (IllegalArgumentException e) {
            problem.setText(e.getMessage());
            problem.requestLayout();
            return null;
        }
    }

    /** Runs the search; the games found go to the Games part and the dialog closes. */
    public void search() {
        OpeningDatabase database = session.database();
        if (database == null) {
            problem.setText("No database is open.");
            return;
        }
        StructureQuery query = query();
        if (query == null || progress.isTracking()) {
            return;
        }
        problem.setText("");
        search.setEnabled(false);
        progress.run(new StructureSearchJob(database, query, Runtime.getRuntime().availableProcessors()), job -> {
            if (shell.isDisposed()) {
                return;
            }
            search.setEnabled(true);
            StructureMatches found = job.result();
            if (job.failure() != null) {
                problem.setText("The search failed: " + job.failure().getMessage());
            } else if (found == null || !found.complete()) {
                problem.setText("Cancelled.");
            } else {
                session.setStructureSearch(found);
                shell.close();
            }
        });
    }
}
