package rookery.ui.dialogs;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;

import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import rookery.server.ServerSettings;
import rookery.ui.model.DatabaseSharing;
import rookery.ui.session.Session;

/**
 * File > Share Database: starts and stops serving the open database with the lichess opening
 * explorer's API, on this computer only or on the network, and shows the address to give tools
 * (a client written for lichess works by changing its base URL to it).
 */
public class ShareDatabaseDialog {
    private static final String LOCAL = ServerSettings.DEFAULT_BIND;
    private static final String NETWORK = "0.0.0.0";
    private static final String START = "Start Sharing";
    private static final String STOP = "Stop Sharing";

    private final Shell shell;
    private final Session session;
    private final DatabaseSharing sharing;
    private final Combo reach;
    private final Spinner port;
    private final Text address;
    private final Label status;
    private final Button startStop;
    private final Button close;

    public ShareDatabaseDialog(Shell parent, Session session, DatabaseSharing sharing) {
        this.session = session;
        this.sharing = sharing;
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE);
        shell.setText("Share Database");
        shell.setLayout(new GridLayout(3, false));
        new Label(shell, SWT.NONE).setText("Reachable from");
        reach = new Combo(shell, SWT.READ_ONLY);
        reach.setItems("this computer only (127.0.0.1)", "the network (all addresses)");
        reach.select(0);
        reach.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        new Label(shell, SWT.NONE).setText("Port");
        port = new Spinner(shell, SWT.BORDER);
        port.setValues(ServerSettings.DEFAULT_PORT, 1024, 65535, 0, 1, 100);
        port.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false, 2, 1));
        new Label(shell, SWT.NONE).setText("Address");
        address = new Text(shell, SWT.BORDER | SWT.READ_ONLY);
        GridData addressData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        addressData.widthHint = 360;
        address.setLayoutData(addressData);
        Button copy = new Button(shell, SWT.PUSH);
        copy.setText("Copy");
        copy.addListener(SWT.Selection, event -> copyAddress());
        status = new Label(shell, SWT.WRAP);
        GridData statusData = new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1);
        statusData.widthHint = 480;
        status.setLayoutData(statusData);
        Composite buttons = new Composite(shell, SWT.NONE);
        buttons.setLayoutData(new GridData(SWT.END, SWT.CENTER, true, false, 3, 1));
        buttons.setLayout(new GridLayout(2, false));
        startStop = new Button(buttons, SWT.PUSH);
        startStop.addListener(SWT.Selection, event -> toggle());
        startStop.setLayoutData(new GridData(widestOf(startStop, START, STOP), SWT.DEFAULT));
        close = new Button(buttons, SWT.PUSH);
        close.setText("Close");
        close.addListener(SWT.Selection, event -> shell.close());
        show();
        shell.pack();
        DialogPlacement.centreOnParent(shell);
    }

    /** The width the button needs for the longest of its labels, so that changing the label cuts none off. */
    private static int widestOf(Button button, String... labels) {
        int widest = 0;
        for (String label : labels) {
            button.setText(label);
            widest = Math.max(widest, button.computeSize(SWT.DEFAULT, SWT.DEFAULT).x);
        }
        return widest;
    }

    public void open() {
        shell.open();
    }

    public Shell shell() {
        return shell;
    }

    public Spinner port() {
        return port;
    }

    public Button startStop() {
        return startStop;
    }

    public Button close() {
        return close;
    }

    /** The address clients use, "" while the database is not shared. */
    public String address() {
        return address.getText();
    }

    public String status() {
        return status.getText();
    }

    private void toggle() {
        try {
            if (sharing.url() != null) {
                sharing.stop();
            } else if (session.database() == null) {
                status.setText("No database is open: open one in the File menu first.");
            } else {
                sharing.start(reach.getSelectionIndex() == 0 ? LOCAL : NETWORK, port.getSelection());
            }
        } catch (Exception e) {
            status.setText("Cannot share the database on port " + port.getSelection() + ": " + e.getMessage());
            fitHeight();
            return;
        }
        show();
    }

    private void show() {
        URI url = sharing.url();
        boolean running = url != null;
        address.setText(running ? reachable(url) : "");
        status.setText(running ? "Serving " + sharing.shared().folder().getFileName() + " with the lichess opening explorer's API "
                + "(/masters, /lichess, /player, /masters/pgn/{id}, /games, /health) until you stop it or quit."
                : "Not shared.");
        startStop.setText(running ? STOP : START);
        reach.setEnabled(!running);
        port.setEnabled(!running);
        fitHeight();
    }

    /** Lays the window out again, taller when the status now wraps onto more lines, so the buttons stay in view. */
    private void fitHeight() {
        shell.layout(true, true);
        int needed = shell.computeSize(shell.getClientArea().width, SWT.DEFAULT).y;
        if (needed > shell.getSize().y) {
            shell.setSize(shell.getSize().x, needed);
            shell.layout(true, true);
        }
    }

    /** The URL with a name other computers can reach when the server listens on every address. */
    private static String reachable(URI url) {
        if (!NETWORK.equals(url.getHost())) {
            return url.toString();
        }
        try {
            return "http://" + InetAddress.getLocalHost().getHostName() + ":" + url.getPort();
        } catch (UnknownHostException e) {
            return url.toString();
        }
    }

    private void copyAddress() {
        if (address.getText().isEmpty()) {
            return;
        }
        Clipboard clipboard = new Clipboard(shell.getDisplay());
        try {
            clipboard.setContents(new Object[] {address.getText()}, new Transfer[] {TextTransfer.getInstance()});
        } finally {
            clipboard.dispose();
        }
    }
}
