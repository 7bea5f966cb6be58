package rookery.ui.preferences.pages;

import java.io.File;
import java.nio.file.Path;

import org.eclipse.jface.preference.ListEditor;
import org.eclipse.swt.widgets.Composite;

import rookery.ui.preferences.PreferenceValues;

/** A list of files or folders kept as one preference value (paths separated by the platform's path separator). */
abstract class PathListEditor extends ListEditor {

    PathListEditor(String key, String label, Composite parent) {
        super(key, label, parent);
    }

    @Override
    protected String createList(String[] items) {
        return String.join(File.pathSeparator, items);
    }

    @Override
    protected String[] parseString(String list) {
        return PreferenceValues.paths(getPreferenceName(), list).stream().map(Path::toString).toArray(String[]::new);
    }
}
