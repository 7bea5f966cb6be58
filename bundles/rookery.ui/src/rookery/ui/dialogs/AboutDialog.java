package rookery.ui.dialogs;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import rookery.ui.model.AboutRookery;

/** Help > About Rookery: the version and build, the Java runtime, and the licence of every bundled library and data set. */
public class AboutDialog {
    private final Shell shell;
    private final Label version;
    private final Table components;

    public AboutDialog(Shell parent) {
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.APPLICATION_MODAL);
        shell.setText("About Rookery");
        shell.setLayout(new GridLayout(1, false));
        version = new Label(shell, SWT.NONE);
        version.setText("Rookery " + AboutRookery.version() + " (build " + AboutRookery.build() + ")");
        version.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DIALOG_FONT));
        new Label(shell, SWT.WRAP).setText("A chess opening and endgame workbench. Running on " + AboutRookery.javaRuntime() + ".");
        new Label(shell, SWT.NONE).setText("Bundled libraries and data, and their licences:");
        components = new Table(shell, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        components.setHeaderVisible(true);
        for (String title : new String[] {"Component", "Version", "Licence"}) {
            new TableColumn(components, SWT.NONE).setText(title);
        }
        for (AboutRookery.Component component : AboutRookery.components()) {
            new TableItem(components, SWT.NONE).setText(new String[] {component.name(), component.version(), component.licence()});
        }
        for (TableColumn column : components.getColumns()) {
            column.pack();
        }
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
        tableData.heightHint = 320;
        tableData.widthHint = 640;
        components.setLayoutData(tableData);
        DialogPlacement.closeButtonAndCentre(shell);
    }

    public void open() {
        shell.open();
    }

    public Shell shell() {
        return shell;
    }

    /** The line naming the version, as shown. */
    public String versionLine() {
        return version.getText();
    }

    /** The rows of the licence table as shown: component, version, licence. */
    public Table components() {
        return components;
    }
}
