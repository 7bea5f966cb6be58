package rookery.ui.dialogs;

import java.util.List;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.model.Documentation;

/**
 * Help > Documentation: the README and the docs shipped with Rookery, read in the window: a list
 * of the documents by title, and the chosen one's text (its Markdown as written, headings in bold,
 * code in a fixed-width font).
 */
public class DocumentationDialog {
    private final Shell shell;
    private final org.eclipse.swt.widgets.List titles;
    private final StyledText text;
    private final List<Documentation.Document> documents;

    /** The documents, or when there are none {@code missing} saying why. */
    public DocumentationDialog(Shell parent, List<Documentation.Document> documents, String missing) {
        this.documents = List.copyOf(documents);
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.MAX);
        shell.setText("Rookery Documentation");
        shell.setLayout(new GridLayout(1, false));
        SashForm split = new SashForm(shell, SWT.HORIZONTAL);
        GridData splitData = new GridData(SWT.FILL, SWT.FILL, true, true);
        splitData.widthHint = 1000;
        splitData.heightHint = 640;
        split.setLayoutData(splitData);
        titles = new org.eclipse.swt.widgets.List(split, SWT.BORDER | SWT.SINGLE | SWT.V_SCROLL);
        text = new StyledText(split, SWT.BORDER | SWT.MULTI | SWT.WRAP | SWT.V_SCROLL | SWT.READ_ONLY);
        text.setEditable(false);
        text.setMargins(8, 8, 8, 8);
        split.setWeights(1, 4);
        documents.forEach(document -> titles.add(document.title()));
        titles.addListener(SWT.Selection, event -> show(titles.getSelectionIndex()));
        if (documents.isEmpty()) {
            text.setText(missing);
        } else {
            titles.select(0);
            show(0);
        }
        Label hint = new Label(shell, SWT.NONE);
        hint.setText("Help > Keyboard Shortcuts lists every key.");
        DialogPlacement.closeButtonAndCentre(shell);
    }

    private void show(int index) {
        if (index < 0) {
            return;
        }
        String markdown = documents.get(index).text();
        text.setText(markdown);
        boolean inCode = false;
        int offset = 0;
        for (String line : markdown.split("\n", -1)) {
            boolean fence = line.startsWith("```");
            if (fence) {
                inCode = !inCode;
            }
            StyleRange style = null;
            if (line.startsWith("#") && !inCode) {
                style = new StyleRange(offset, line.length(), null, null, SWT.BOLD);
                style.font = JFaceResources.getHeaderFont();
            } else if (inCode || fence || line.startsWith("    ")) {
                style = new StyleRange(offset, line.length(), null, null);
                style.font = JFaceResources.getTextFont();
            }
            if (style != null && line.length() > 0) {
                text.setStyleRange(style);
            }
            offset += line.length() + 1;
        }
        text.setTopIndex(0);
    }

    public void open() {
        shell.open();
    }

    public Shell shell() {
        return shell;
    }

    /** The documents' titles as listed. */
    public org.eclipse.swt.widgets.List titles() {
        return titles;
    }

    /** The shown document's text. */
    public StyledText text() {
        return text;
    }
}
