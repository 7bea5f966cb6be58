package rookery.ui.preferences.pages;

import java.util.Arrays;

import org.eclipse.jface.preference.ComboFieldEditor;

import rookery.ui.board.BoardColors;
import rookery.ui.board.PieceSet;
import rookery.ui.preferences.PreferenceValues;

/** Preferences > Board: the squares' colours and the piece set. */
class BoardPreferencePage extends WorkspacePreferencePage {
    @Override
    protected void createFieldEditors() {
        addField(new ComboFieldEditor(PreferenceValues.BOARD_THEME, "Board colours",
                BoardColors.THEMES.stream().map(theme -> new String[] {theme.label(), theme.name()}).toArray(String[][]::new),
                getFieldEditorParent()));
        addField(new ComboFieldEditor(PreferenceValues.PIECE_SET, "Pieces",
                Arrays.stream(PieceSet.values()).map(set -> new String[] {set.label(), set.preferenceName()}).toArray(String[][]::new),
                getFieldEditorParent()));
    }
}
