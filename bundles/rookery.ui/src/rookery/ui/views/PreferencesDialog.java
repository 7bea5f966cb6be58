package rookery.ui.views;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import rookery.ui.model.EngineConfig;
import rookery.ui.model.PreferencesStore;
import rookery.ui.model.Session;
import rookery.ui.model.UiPreferences;

/**
 * The preferences: default database folder, UCI engines (program and options), engine threads,
 * hash and lines, the explorer's low-sample threshold, board colours and the score perspective.
 * OK saves them to the preferences file and applies them at once.
 */
public class PreferencesDialog {
    private static final String[] THEMES = {"brown", "green", "blue"};
    private static final String[] PIECE_SETS = {"outlined", "solid"};
    private static final int[] HASH_SIZES = {16, 64, 256, 1024};

    private final Shell shell;
    private final Session session;
    private final PreferencesStore store;
    private final Text databaseFolder;
    private final Table engines;
    private final Text engineOptions;
    private final Spinner threads;
    private final Combo hash;
    private final Spinner lines;
    private final Spinner lowSample;
    private final Combo theme;
    private final Combo pieces;
    private final Combo perspective;
    private final Label problem;

    public PreferencesDialog(Shell parent, Session session, PreferencesStore store) {
        this.session = session;
        this.store = store;
        UiPreferences current = session.preferences();
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.APPLICATION_MODAL);
        shell.setText("Preferences");
        shell.setLayout(new GridLayout(3, false));

        label("Database folder");
        databaseFolder = new Text(shell, SWT.BORDER);
        databaseFolder.setText(current.databaseFolder().toString());
        databaseFolder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        button(shell, "Browse...", () -> {
            DirectoryDialog dialog = new DirectoryDialog(shell);
            dialog.setFilterPath(databaseFolder.getText());
            String chosen = dialog.open();
            if (chosen != null) {
                databaseFolder.setText(chosen);
            }
        });

        label("UCI engines");
        engines = new Table(shell, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        engines.setHeaderVisible(true);
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
        tableData.heightHint = 90;
        engines.setLayoutData(tableData);
        for (String title : new String[] {"Name", "Command", "Options"}) {
            TableColumn column = new TableColumn(engines, SWT.LEFT);
            column.setText(title);
            column.setWidth(160);
        }
        for (EngineConfig engine : current.engines()) {
            addEngine(engine);
        }
        Composite engineButtons = new Composite(shell, SWT.NONE);
        engineButtons.setLayout(new GridLayout(1, true));
        button(engineButtons, "Add...", this::chooseEngine);
        button(engineButtons, "Remove", () -> {
            if (engines.getSelectionIndex() >= 0) {
                engines.remove(engines.getSelectionIndex());
            }
        });
        label("Engine options");
        engineOptions = new Text(shell, SWT.BORDER);
        engineOptions.setMessage("for the selected engine: Name=Value;Name=Value");
        engineOptions.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        engines.addListener(SWT.Selection, event -> engineOptions.setText(engines.getSelection()[0].getText(2)));
        engineOptions.addListener(SWT.Modify, event -> {
            if (engines.getSelectionIndex() >= 0) {
                engines.getSelection()[0].setText(2, engineOptions.getText());
            }
        });

        label("Engine threads");
        threads = spinner(current.threads(), 1, Math.max(1, Runtime.getRuntime().availableProcessors()));
        label("Engine hash");
        hash = combo(sizes(), indexOfHash(current.hashMb()));
        label("Engine lines");
        lines = spinner(current.lines(), 1, 10);
        label("Low-sample threshold (games)");
        lowSample = spinner(current.lowSampleThreshold(), 0, 1000);
        label("Board colours");
        theme = combo(THEMES, Math.max(0, List.of(THEMES).indexOf(current.boardTheme())));
        label("Pieces");
        pieces = combo(PIECE_SETS, Math.max(0, List.of(PIECE_SETS).indexOf(current.pieceSet())));
        label("Scores from");
        perspective = combo(new String[] {"White's point of view", "the side to move's point of view"}, current.whitePerspective() ? 0 : 1);

        problem = new Label(shell, SWT.WRAP);
        problem.setForeground(shell.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        problem.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        Button ok = button(shell, "OK", this::accept);
        shell.setDefaultButton(ok);
        shell.pack();
    }

    public Shell shell() {
        return shell;
    }

    public Table engines() {
        return engines;
    }

    public Spinner lowSample() {
        return lowSample;
    }

    public Combo pieces() {
        return pieces;
    }

    public Combo theme() {
        return theme;
    }

    public String problem() {
        return problem.getText();
    }

    public void open() {
        DialogPlacement.centreOnParent(shell);
        shell.open();
    }

    public void addEngine(EngineConfig engine) {
        TableItem item = new TableItem(engines, SWT.NONE);
        item.setText(new String[] {engine.name(), engine.command(), engine.optionsText()});
    }

    private void chooseEngine() {
        FileDialog dialog = new FileDialog(shell, SWT.OPEN);
        dialog.setText("Choose a UCI engine program");
        String chosen = dialog.open();
        if (chosen != null) {
            addEngine(new EngineConfig(Path.of(chosen).getFileName().toString(), chosen, java.util.Map.of()));
        }
    }

    /** Saves and applies the preferences, or says what is wrong. */
    public void accept() {
        try {
            List<EngineConfig> configured = new ArrayList<>();
            for (TableItem item : engines.getItems()) {
                configured.add(new EngineConfig(item.getText(0), item.getText(1), EngineConfig.parseOptions(item.getText(2))));
            }
            UiPreferences current = session.preferences();
            UiPreferences changed = new UiPreferences(Path.of(databaseFolder.getText().strip()), configured, threads.getSelection(),
                    HASH_SIZES[hash.getSelectionIndex()], lines.getSelection(), lowSample.getSelection(), THEMES[theme.getSelectionIndex()],
                    PIECE_SETS[pieces.getSelectionIndex()], perspective.getSelectionIndex() == 0, current.recentDatabases(),
                    current.chosenEngine());
            store.save(changed);
            session.setPreferences(changed);
            shell.close();
        } catch (IllegalArgumentException | IOException e) {
            problem.setText(e.getMessage());
            shell.layout(true, true);
        }
    }

    private void label(String text) {
        new Label(shell, SWT.NONE).setText(text);
    }

    private Spinner spinner(int value, int min, int max) {
        Spinner spinner = new Spinner(shell, SWT.BORDER);
        spinner.setValues(Math.min(max, Math.max(min, value)), min, max, 0, 1, 10);
        spinner.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false, 2, 1));
        return spinner;
    }

    private Combo combo(String[] items, int selected) {
        Combo combo = new Combo(shell, SWT.READ_ONLY);
        combo.setItems(items);
        combo.select(selected);
        combo.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false, 2, 1));
        return combo;
    }

    private static Button button(Composite parent, String text, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(text);
        button.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false));
        button.addListener(SWT.Selection, event -> action.run());
        return button;
    }

    private static String[] sizes() {
        String[] sizes = new String[HASH_SIZES.length];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = HASH_SIZES[i] + " MB";
        }
        return sizes;
    }

    private static int indexOfHash(int megabytes) {
        int index = 0;
        for (int i = 0; i < HASH_SIZES.length; i++) {
            if (HASH_SIZES[i] <= megabytes) {
                index = i;
            }
        }
        return index;
    }
}
