package rookery.ui.dialogs;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import rookery.ui.game.TagSheet;
import rookery.ui.session.Session;

/** Game > Edit Tags: the Seven Tag Roster in fields, every other tag a line of text; saving is an undoable edit. */
public class TagsDialog {
    private final Shell shell;
    private final Session session;
    private final List<Text> roster = new ArrayList<>();
    private final Text others;
    private final Label problem;

    public TagsDialog(Shell parent, Session session) {
        this.session = session;
        TagSheet sheet = TagSheet.of(session.game().tags());
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.APPLICATION_MODAL);
        shell.setText("Game Tags");
        shell.setLayout(new GridLayout(2, false));
        for (int i = 0; i < TagSheet.ROSTER.size(); i++) {
            new Label(shell, SWT.NONE).setText(TagSheet.ROSTER.get(i));
            Text field = new Text(shell, SWT.BORDER | SWT.SINGLE);
            GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
            data.widthHint = 360;
            field.setLayoutData(data);
            field.setText(sheet.roster().get(i));
            roster.add(field);
        }
        Label othersLabel = new Label(shell, SWT.NONE);
        othersLabel.setText("Other tags, one per line: Name value");
        othersLabel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        others = new Text(shell, SWT.BORDER | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        GridData othersData = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        othersData.heightHint = 140;
        others.setLayoutData(othersData);
        others.setText(sheet.others());
        problem = new Label(shell, SWT.WRAP);
        problem.setForeground(shell.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        problem.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        Composite buttons = new Composite(shell, SWT.NONE);
        buttons.setLayoutData(new GridData(SWT.END, SWT.CENTER, true, false, 2, 1));
        buttons.setLayout(new GridLayout(2, true));
        Button cancel = new Button(buttons, SWT.PUSH);
        cancel.setText("Cancel");
        cancel.addListener(SWT.Selection, event -> shell.close());
        Button save = new Button(buttons, SWT.PUSH);
        save.setText("Save");
        save.addListener(SWT.Selection, event -> accept());
        shell.setDefaultButton(save);
        shell.pack();
    }

    public Shell shell() {
        return shell;
    }

    /** The field of a Seven Tag Roster tag ({@link TagSheet#ROSTER}). */
    public Text field(String rosterTag) {
        return roster.get(TagSheet.ROSTER.indexOf(rosterTag));
    }

    public Text others() {
        return others;
    }

    public String problem() {
        return problem.getText();
    }

    public void open() {
        DialogPlacement.centreOnParent(shell);
        shell.open();
        roster.get(0).setFocus();
    }

    /** Sets the game's tags to the dialog's and closes it, or says what is wrong and keeps it open. */
    public void accept() {
        try {
            session.setTags(new TagSheet(roster.stream().map(Text::getText).toList(), others.getText()).tags());
            shell.close();
        } catch (IOException e) {
            problem.setText(e.getMessage());
            shell.layout(true, true);
        }
    }
}
