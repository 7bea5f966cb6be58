package rookery.ui.dialogs;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.YearMonth;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import rookery.ui.model.GameArchives;
import rookery.ui.model.GameArchives.Archive;

/**
 * File > Import PGN from URL: an http or https address of a PGN file (.pgn, .pgn.gz, .pgn.zst or a
 * .zip of PGN files), typed or picked from known public archives; Import hands the address on.
 */
public class ImportUrlDialog {
    private final Shell shell;
    private final Text address;
    private final org.eclipse.swt.widgets.List archives;
    private final Label problem;
    private final List<Archive> known;
    private final Button cancel;

    public ImportUrlDialog(Shell parent, Consumer<URI> onImport) {
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.APPLICATION_MODAL);
        shell.setText("Import PGN from URL");
        shell.setLayout(new GridLayout(2, false));
        Label prompt = new Label(shell, SWT.NONE);
        prompt.setText("Address of a PGN file (http or https; .pgn, .pgn.gz, .pgn.zst or .zip), streamed into the database:");
        prompt.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        address = new Text(shell, SWT.BORDER | SWT.SINGLE);
        GridData addressData = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
        addressData.widthHint = 640;
        address.setLayoutData(addressData);
        Label pick = new Label(shell, SWT.NONE);
        pick.setText("Or pick a public archive:");
        pick.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        archives = new org.eclipse.swt.widgets.List(shell, SWT.BORDER | SWT.SINGLE | SWT.V_SCROLL);
        GridData archivesData = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        archivesData.heightHint = 200;
        archives.setLayoutData(archivesData);
        known = GameArchives.before(YearMonth.now());
        for (Archive archive : known) {
            archives.add(archive.label());
        }
        archives.addListener(SWT.Selection, event -> {
            int index = archives.getSelectionIndex();
            if (index >= 0) {
                address.setText(known.get(index).url());
            }
        });
        problem = new Label(shell, SWT.WRAP);
        problem.setForeground(shell.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        problem.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Composite buttons = new Composite(shell, SWT.NONE);
        buttons.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        buttons.setLayout(new GridLayout(2, true));
        Button start = new Button(buttons, SWT.PUSH);
        start.setText("Import");
        start.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        cancel = new Button(buttons, SWT.PUSH);
        cancel.setText("Cancel");
        cancel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        cancel.addListener(SWT.Selection, event -> shell.close());
        start.addListener(SWT.Selection, event -> {
            try {
                URI url = parse(address.getText());
                shell.close();
                onImport.accept(url);
            } catch (IllegalArgumentException e) {
                problem.setText(e.getMessage());
                shell.layout(true, true);
            }
        });
        archives.addListener(SWT.DefaultSelection, event -> start.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event()));
        shell.setDefaultButton(start);
        shell.pack();
        DialogPlacement.centreOnParent(shell);
    }

    /** The address as an http or https URI, or a message saying what is wrong with it. */
    public static URI parse(String text) {
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("Type an address or pick an archive.");
        }
        try {
            URI url = new URI(trimmed);
            String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("http") && !scheme.equals("https") || url.getHost() == null) {
                throw new IllegalArgumentException("Not an http or https address: " + trimmed);
            }
            return url;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("Not an address: " + e.getMessage());
        }
    }

    public Button cancel() {
        return cancel;
    }

    public Shell shell() {
        return shell;
    }

    public Text address() {
        return address;
    }

    public org.eclipse.swt.widgets.List archives() {
        return archives;
    }

    public String problem() {
        return problem.getText();
    }

    public void open() {
        shell.open();
    }
}
