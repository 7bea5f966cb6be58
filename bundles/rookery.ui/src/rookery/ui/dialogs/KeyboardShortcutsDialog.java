package rookery.ui.dialogs;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.e4.ui.model.application.commands.MBindingTable;
import org.eclipse.e4.ui.model.application.commands.MKeyBinding;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.jface.bindings.keys.ParseException;
import org.eclipse.jface.bindings.keys.SWTKeySupport;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import rookery.ui.views.WorkbenchKey;

/**
 * Help > Keyboard Shortcuts: every key the workbench answers, generated from what answers them
 * (the application model's key bindings and the workbench's key table, {@link WorkbenchKey#all()}),
 * so that the list stays true.
 */
public class KeyboardShortcutsDialog {
    /** One listed key: its stroke as the platform writes it, what it does, and where. */
    public record Row(String keys, String action, String where) {
    }

    private final Shell shell;
    private final Table table;

    public KeyboardShortcutsDialog(Shell parent, List<Row> rows) {
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.APPLICATION_MODAL);
        shell.setText("Keyboard Shortcuts");
        shell.setLayout(new GridLayout(1, false));
        new Label(shell, SWT.NONE).setText("Keys work wherever the focus is, except in a field you type into.");
        table = new Table(shell, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        for (String title : new String[] {"Keys", "What it does", "Where"}) {
            new TableColumn(table, SWT.NONE).setText(title);
        }
        for (Row row : rows) {
            new TableItem(table, SWT.NONE).setText(new String[] {row.keys(), row.action(), row.where()});
        }
        for (TableColumn column : table.getColumns()) {
            column.pack();
        }
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
        tableData.heightHint = 520;
        table.setLayoutData(tableData);
        DialogPlacement.closeButtonAndCentre(shell);
    }

    /** The rows: the model's key bindings (menu commands), then the workbench's keys. */
    public static List<Row> rows(List<MBindingTable> bindingTables) {
        List<Row> rows = new ArrayList<>();
        for (MBindingTable bindingTable : bindingTables) {
            for (MKeyBinding binding : bindingTable.getBindings()) {
                rows.add(new Row(format(binding.getKeySequence()), binding.getCommand().getCommandName(), WorkbenchKey.Scope.ANYWHERE.text()));
            }
        }
        for (WorkbenchKey key : WorkbenchKey.all()) {
            rows.add(new Row(key.keys(), key.description(), key.scope().text()));
        }
        return rows;
    }

    private static String format(String keySequence) {
        try {
            return SWTKeySupport.getKeyFormatterForPlatform().format(KeySequence.getInstance(keySequence));
        } catch (ParseException e) {
            return keySequence;
        }
    }

    public void open() {
        shell.open();
    }

    public Shell shell() {
        return shell;
    }

    /** The listed keys as shown: keys, what they do, where. */
    public Table table() {
        return table;
    }
}
