package rookery.ui.preferences.pages;

import org.eclipse.jface.preference.FieldEditorPreferencePage;

/** A page of {@link PreferencesDialog} whose Apply keeps and applies the preferences at once. */
abstract class WorkspacePreferencePage extends FieldEditorPreferencePage {
    WorkspacePreferencePage() {
        super(GRID);
    }

    @Override
    protected void performApply() {
        if (isValid() && performOk()) {
            ((PreferencesDialog) getContainer()).commit();
        }
    }
}
