package rookery.ui.preferences.pages;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;

import rookery.ui.model.SyzygyFolders;
import rookery.ui.preferences.PreferenceValues;

/**
 * Preferences > Endgame tables: the folders of Syzygy tables (several), how many tables they hold
 * by number of pieces, counted again whenever the list changes, and a download of the 3- to 5-piece
 * set whose folder joins the list.
 */
class EndgameTablesPreferencePage extends WorkspacePreferencePage {
    private Label found;
    private FolderList folders;

    @Override
    protected void createFieldEditors() {
        folders = new FolderList(getFieldEditorParent(), this::count);
        addField(folders);
        found = new Label(getFieldEditorParent(), SWT.WRAP);
        found.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        new SyzygyDownloadGroup(getFieldEditorParent(), folders::include);
    }

    @Override
    protected void initialize() {
        super.initialize();
        count();
    }

    private void count() {
        found.setText(SyzygyFolders.summary(folders.listed()));
        found.requestLayout();
    }

    /** The Syzygy folders; Add… picks a folder; every change of the list is told to {@code changed}. */
    private static final class FolderList extends PathListEditor {
        private final Runnable changed;

        FolderList(Composite parent, Runnable changed) {
            super(PreferenceValues.SYZYGY_FOLDERS, "Folders of Syzygy tables (.rtbw, .rtbz)", parent);
            this.changed = changed;
        }

        /** Lists {@code folder} (a download's) unless it is listed already. */
        void include(Path folder) {
            if (!listed().contains(folder)) {
                getList().add(folder.toString());
            }
            changed.run();
        }

        List<Path> listed() {
            return Arrays.stream(getList().getItems()).map(Path::of).toList();
        }

        @Override
        protected void selectionChanged() {
            super.selectionChanged();
            // ListEditor calls this from its own constructor too, before the field is set.
            if (changed != null) {
                changed.run();
            }
        }

        @Override
        protected String getNewInputObject() {
            DirectoryDialog dialog = new DirectoryDialog(getShell());
            dialog.setText("Add a Folder of Syzygy Tables");
            return dialog.open();
        }
    }
}
