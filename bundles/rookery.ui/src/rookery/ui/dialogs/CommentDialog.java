package rookery.ui.dialogs;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import rookery.ui.game.MoveNode;
import rookery.ui.session.Session;

/**
 * Edits the comment after a move (or the game's opening comment at its start), or the comment
 * before a move; Ctrl+Enter saves.
 */
public class CommentDialog {
    /** Which of a move's comments the dialog edits. */
    public enum Place {
        BEFORE, AFTER
    }

    private final Shell shell;
    private final Session session;
    private final MoveNode node;
    private final Place place;
    private final Text text;

    public CommentDialog(Shell parent, Session session, MoveNode node, Place place) {
        this.session = session;
        this.node = node;
        this.place = node.isRoot() ? Place.AFTER : place;
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.APPLICATION_MODAL);
        shell.setText(node.isRoot() ? "Comment before the first move"
                : (this.place == Place.BEFORE ? "Comment before " : "Comment after ") + moveText(node));
        shell.setLayout(new GridLayout(3, false));
        text = new Text(shell, SWT.BORDER | SWT.MULTI | SWT.WRAP | SWT.V_SCROLL);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1);
        data.widthHint = 420;
        data.heightHint = 140;
        text.setLayoutData(data);
        text.setText(this.place == Place.BEFORE ? Session.commentBeforeOf(node) : Session.commentOf(node));
        text.selectAll();
        text.addListener(SWT.KeyDown, event -> {
            if (event.character == SWT.CR && (event.stateMask & SWT.MOD1) != 0) {
                event.doit = false;
                accept();
            }
        });
        new Label(shell, SWT.NONE).setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button cancel = new Button(shell, SWT.PUSH);
        cancel.setText("Cancel");
        cancel.addListener(SWT.Selection, event -> shell.close());
        Button save = new Button(shell, SWT.PUSH);
        save.setText("Save");
        save.addListener(SWT.Selection, event -> accept());
        shell.setDefaultButton(save);
        shell.pack();
    }

    private static String moveText(MoveNode node) {
        int moveNumber = (node.ply() + 1) / 2;
        return moveNumber + (node.ply() % 2 == 1 ? ". " : "... ") + node.san();
    }

    public Shell shell() {
        return shell;
    }

    public Text text() {
        return text;
    }

    public void open() {
        DialogPlacement.centreOnParent(shell);
        shell.open();
        text.setFocus();
    }

    public void accept() {
        if (place == Place.BEFORE) {
            session.commentBefore(node, text.getText());
        } else {
            session.comment(node, text.getText());
        }
        shell.close();
    }
}
