package rookery.ui.preferences.pages;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.preference.FieldEditor;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.BusyIndicator;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import rookery.engine.EngineException;
import rookery.ui.actions.Choosers;
import rookery.ui.dialogs.EngineOptionsDialog;
import rookery.ui.model.ConfiguredEngine;
import rookery.ui.preferences.EngineConfig;
import rookery.ui.preferences.PreferenceValues;

/**
 * The engines as a table (name, program, options changed from the defaults), the built-in one first,
 * with Add... (the engine named by its {@code id name}), Options... (a form built from the engine's
 * {@code option} lines, {@link EngineOptionsDialog}) and Remove (of an external engine).
 */
class EngineListEditor extends FieldEditor {
    private Table table;

    EngineListEditor(Composite parent) {
        super("engines", "Engines (the built-in one and the UCI engines added)", parent);
    }

    private void add(EngineConfig engine) {
        show(new TableItem(table, SWT.NONE), engine);
    }

    private static void show(TableItem item, EngineConfig engine) {
        item.setText(new String[] {engine.name(), engine.isBuiltIn() ? "built in" : engine.command(), engine.optionsText()});
        item.setData(engine);
    }

    @Override
    protected void adjustForNumColumns(int numColumns) {
        ((GridData) getLabelControl().getLayoutData()).horizontalSpan = numColumns;
        ((GridData) table.getLayoutData()).horizontalSpan = numColumns - 1;
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
        button(buttons, "Add &Engine...", this::choose);
        button(buttons, "&Options...", this::editOptions);
        button(buttons, "&Remove", () -> {
            int selected = table.getSelectionIndex();
            if (selected >= 0 && !((EngineConfig) table.getItem(selected).getData()).isBuiltIn()) {
                table.remove(selected);
            }
        });
        table.addListener(SWT.DefaultSelection, event -> editOptions());
    }

    private void choose() {
        FileDialog dialog = new FileDialog(table.getShell(), SWT.OPEN);
        dialog.setText("Choose a UCI engine program");
        String chosen = Choosers.open(dialog);
        if (chosen != null) {
            addProgram(chosen);
        }
    }

    /** Adds the engine {@code program} runs, named by its {@code id name}; says why when it does not start. */
    void addProgram(String program) {
        EngineConfig engine = new EngineConfig(Path.of(program).getFileName().toString(), program, Map.of());
        ConfiguredEngine.Declaration declaration = declaration(engine);
        if (declaration != null) {
            add(new EngineConfig(declaration.name(), program, Map.of()));
            table.select(table.getItemCount() - 1);
        }
    }

    /** Opens the selected engine's options form; keeps what OK leaves. */
    void editOptions() {
        int selected = table.getSelectionIndex();
        if (selected < 0) {
            return;
        }
        TableItem item = table.getItem(selected);
        EngineConfig engine = (EngineConfig) item.getData();
        ConfiguredEngine.Declaration declaration = declaration(engine);
        if (declaration == null) {
            return;
        }
        EngineOptionsDialog dialog = new EngineOptionsDialog(table.getShell(), engine, declaration.name(), declaration.options());
        if (dialog.open() == Window.OK) {
            show(item, engine.withOptions(dialog.chosen()));
        }
    }

    /** The engine's declaration, read from it with a busy pointer; null (and a message saying why) when it does not start. */
    private ConfiguredEngine.Declaration declaration(EngineConfig engine) {
        ConfiguredEngine.Declaration[] read = new ConfiguredEngine.Declaration[1];
        try {
            BusyIndicator.showWhile(table.getDisplay(), () -> read[0] = ConfiguredEngine.declaration(engine));
        } catch (EngineException e) {
            MessageDialog.openError(table.getShell(), "Engine", engine.command() + " does not start as a chess engine: " + e.getMessage());
        }
        return read[0];
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

    /** Shows the built-in engine (as configured among {@code engines}, else with its defaults) and the external ones. */
    private void show(List<EngineConfig> engines) {
        table.removeAll();
        add(engines.stream().filter(EngineConfig::isBuiltIn).findFirst().orElse(EngineConfig.BUILT_IN));
        engines.stream().filter(engine -> !engine.isBuiltIn()).forEach(this::add);
    }

    @Override
    protected void doStore() {
        for (int i = 1; getPreferenceStore().contains(PreferenceValues.engineKeys(i).get(0)); i++) {
            PreferenceValues.engineKeys(i).forEach(getPreferenceStore()::setToDefault);
        }
        List<EngineConfig> engines = new java.util.ArrayList<>();
        for (TableItem item : table.getItems()) {
            EngineConfig engine = (EngineConfig) item.getData();
            // The built-in engine is offered anyway: kept only with options changed on it.
            if (!engine.isBuiltIn() || !engine.options().isEmpty()) {
                engines.add(engine);
            }
        }
        PreferenceValues.writeEngines(engines, getPreferenceStore()::setValue);
    }

    @Override
    public int getNumberOfControls() {
        return 2;
    }
}
