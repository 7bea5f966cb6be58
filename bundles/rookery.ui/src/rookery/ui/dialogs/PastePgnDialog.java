package rookery.ui.dialogs;

import java.io.IOException;

import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import rookery.ui.actions.UnsavedChanges;
import rookery.ui.game.GameTree;
import rookery.ui.game.PastedText;
import rookery.ui.session.Session;

/** Paste a PGN game, a FEN or an EPD line (the clipboard's text is filled in) and load it as the current game. */
public class PastePgnDialog {
    private final Shell shell;
    private final Session session;
    private final Text text;
    private final Label problem;

    public PastePgnDialog(Shell parent, Session session) {
        this.session = session;
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.APPLICATION_MODAL);
        shell.setText("Paste PGN, FEN or EPD");
        shell.setLayout(new GridLayout(2, false));
        text = new Text(shell, SWT.BORDER | SWT.MULTI | SWT.WRAP | SWT.V_SCROLL);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        data.widthHint = 560;
        data.heightHint = 260;
        text.setLayoutData(data);
        Clipboard clipboard = new Clipboard(shell.getDisplay());
        try {
            Object contents = clipboard.getContents(TextTransfer.getInstance());
            if (contents instanceof String pasted) {
                text.setText(pasted);
                text.selectAll();
            }
        } finally {
            clipboard.dispose();
        }
        problem = new Label(shell, SWT.WRAP);
        problem.setForeground(shell.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        problem.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button load = new Button(shell, SWT.PUSH);
        load.setText("Load");
        load.addListener(SWT.Selection, event -> accept());
        shell.pack();
    }

    public Shell shell() {
        return shell;
    }

    public Text text() {
        return text;
    }

    public String problem() {
        return problem.getText();
    }

    public void open() {
        DialogPlacement.centreOnParent(shell);
        shell.open();
    }

    public void accept() {
        try {
            GameTree pasted = PastedText.parse(text.getText());
            if (UnsavedChanges.allow(shell, session, "load the pasted game")) {
                session.load(pasted);
                shell.close();
            }
        } catch (IOException e) {
            problem.setText(e.getMessage());
            shell.layout(true, true);
        }
    }
}
