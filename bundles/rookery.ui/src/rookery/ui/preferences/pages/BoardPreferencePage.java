package rookery.ui.preferences.pages;

import org.eclipse.jface.preference.ComboFieldEditor;

import rookery.ui.preferences.PreferenceValues;

/** Preferences > Board: the squares' colours and the piece set. */
class BoardPreferencePage extends WorkspacePreferencePage {
    @Override
    protected void createFieldEditors() {
        addField(new ComboFieldEditor(PreferenceValues.BOARD_THEME, "Board colours",
                new String[][] {{"Brown", "brown"}, {"Green", "green"}, {"Blue", "blue"}}, getFieldEditorParent()));
        addField(new ComboFieldEditor(PreferenceValues.PIECE_SET, "Pieces",
                new String[][] {{"Outlined", "outlined"}, {"Solid", "solid"}}, getFieldEditorParent()));
    }
}
