package rookery.ui.preferences.pages;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;

import rookery.ui.actions.Choosers;
import rookery.ui.preferences.PreferenceValues;

/** The list of opening books (Polyglot .bin files) the Opening Explorer's Book column reads; Add… picks a file. */
final class BookListEditor extends PathListEditor {

    BookListEditor(Composite parent) {
        super(PreferenceValues.BOOKS, "Opening books shown in the explorer's Book column", parent);
    }

    @Override
    protected String getNewInputObject() {
        FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
        dialog.setText("Add an Opening Book");
        dialog.setFilterExtensions(new String[] {"*.bin", "*"});
        dialog.setFilterNames(new String[] {"Polyglot books (*.bin)", "All files"});
        return Choosers.open(dialog);
    }
}
