package rookery.ui.preferences.pages;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.DirectoryFieldEditor;
import org.eclipse.jface.preference.IntegerFieldEditor;

import rookery.ui.preferences.PreferenceValues;

/**
 * Preferences > Database: where new databases go, which explorer moves have too few games to
 * trust, whether imports keep partial games, and the opening books the explorer's Book column shows.
 */
class DatabasePreferencePage extends WorkspacePreferencePage {
    @Override
    protected void createFieldEditors() {
        addField(new DirectoryFieldEditor(PreferenceValues.DATABASE_FOLDER, "Folder for new databases", getFieldEditorParent()) {
            @Override
            protected boolean doCheckState() {
                // The folder is created with the first database in it.
                return !getStringValue().isBlank();
            }
        });
        IntegerFieldEditor lowSample = new IntegerFieldEditor(PreferenceValues.LOW_SAMPLE_THRESHOLD,
                "Explorer: grey moves with fewer games than", getFieldEditorParent());
        lowSample.setValidRange(0, Integer.MAX_VALUE);
        addField(lowSample);
        addField(new BooleanFieldEditor(PreferenceValues.PARTIAL_GAMES,
                "Imports keep a game with an illegal move as its moves before it (counted as partial, with a comment naming the error)",
                getFieldEditorParent()));
        addField(new BookListEditor(getFieldEditorParent()));
    }
}
