package rookery.ui.preferences.pages;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.preference.FieldEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import rookery.ui.actions.Choosers;
import rookery.ui.preferences.EngineConfig;
import rookery.ui.preferences.PreferenceValues;

/** The configured UCI engines as a table (name, program, options) with Add..., Remove and the selected engine's options. */
class EngineListEditor extends FieldEditor {
    private Table table;
    private Text options;
    private boolean valid = true;

    EngineListEditor(Composite parent) {
        super("engines", "UCI engines (the built-in engine is always offered too)", parent);
    }

    private void add(EngineConfig engine) {
        TableItem item = new TableItem(table, SWT.NONE);
        item.setText(new String[] {engine.name(), engine.command(), engine.optionsText()});
    }

    @Override
    protected void adjustForNumColumns(int numColumns) {
        ((GridData) getLabelControl().getLayoutData()).horizontalSpan = numColumns;
        ((GridData) table.getLayoutData()).horizontalSpan = numColumns - 1;
        ((GridData) options.getLayoutData()).horizontalSpan = numColumns - 1;
    }

    @Override
    protected void doFillIntoGrid(Composite parent, int numColumns) {
        Label label = getLabelControl(parent);
        label.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, numColumns, 1));
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setHeaderVisible(true);
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true, numColumns - 1, 1);
        tableData.heightHint = 100;
        table.setLayoutData(tableData);
        for (String title : new String[] {"Name", "Program", "Options"}) {
            TableColumn column = new TableColumn(table, SWT.LEFT);
            column.setText(title);
            column.setWidth(150);
        }
        Composite buttons = new Composite(parent, SWT.NONE);
        buttons.setLayout(new GridLayout(1, true));
        buttons.setLayoutData(new GridData(SWT.FILL, SWT.BEGINNING, false, false));
        button(buttons, "Add...", this::choose);
        button(buttons, "Remove", () -> {
            if (table.getSelectionIndex() >= 0) {
                table.remove(table.getSelectionIndex());
                options.setText("");
            }
        });
        new Label(parent, SWT.NONE).setText("Options");
        options = new Text(parent, SWT.BORDER);
        options.setMessage("of the selected engine: Name=Value;Name=Value");
        options.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, numColumns - 1, 1));
        table.addListener(SWT.Selection, event -> options.setText(table.getSelection()[0].getText(2)));
        options.addListener(SWT.Modify, event -> {
            if (table.getSelectionIndex() >= 0) {
                table.getSelection()[0].setText(2, options.getText());
                refreshValidState();
            }
        });
    }

    private void choose() {
        FileDialog dialog = new FileDialog(table.getShell(), SWT.OPEN);
        dialog.setText("Choose a UCI engine program");
        String chosen = Choosers.open(dialog);
        if (chosen != null) {
            add(new EngineConfig(Path.of(chosen).getFileName().toString(), chosen, Map.of()));
        }
    }

    private static void button(Composite parent, String text, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(text);
        button.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        button.addListener(SWT.Selection, event -> action.run());
    }

    @Override
    protected void doLoad() {
        show(PreferenceValues.engines(key -> getPreferenceStore().contains(key) ? getPreferenceStore().getString(key) : null));
    }

    @Override
    protected void doLoadDefault() {
        show(List.of());
    }

    private void show(List<EngineConfig> engines) {
        table.removeAll();
        engines.forEach(this::add);
    }

    @Override
    protected void doStore() {
        for (int i = 1; getPreferenceStore().contains(PreferenceValues.engineKeys(i).get(0)); i++) {
            PreferenceValues.engineKeys(i).forEach(getPreferenceStore()::setToDefault);
        }
        List<EngineConfig> engines = new java.util.ArrayList<>();
        for (TableItem item : table.getItems()) {
            engines.add(new EngineConfig(item.getText(0), item.getText(1), EngineConfig.parseOptions(item.getText(2))));
        }
        PreferenceValues.writeEngines(engines, getPreferenceStore()::setValue);
    }

    @Override
    public boolean isValid() {
        return valid;
    }

    @Override
    protected void refreshValidState() {
        boolean wasValid = valid;
        String problem = problem();
        valid = problem == null;
        if (valid) {
            clearErrorMessage();
        } else {
            showErrorMessage(problem);
        }
        if (wasValid != valid) {
            fireStateChanged(IS_VALID, wasValid, valid);
        }
    }

    /** What is wrong with an engine's options, naming the engine; null when nothing is. */
    private String problem() {
        for (TableItem item : table.getItems()) {
            try {
                EngineConfig.parseOptions(item.getText(2));
            } catch (IllegalArgumentException e) {
                return item.getText(0) + ": " + e.getMessage();
            }
        }
        return null;
    }

    @Override
    public int getNumberOfControls() {
        return 2;
    }
}
