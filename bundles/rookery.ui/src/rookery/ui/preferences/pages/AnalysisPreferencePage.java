package rookery.ui.preferences.pages;

import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.RadioGroupFieldEditor;

import rookery.ui.preferences.PreferenceValues;

/** Preferences > Analysis: how many lines the engine shows and from whose point of view scores are given. */
class AnalysisPreferencePage extends WorkspacePreferencePage {
    @Override
    protected void createFieldEditors() {
        IntegerFieldEditor lines = new IntegerFieldEditor(PreferenceValues.LINES, "Engine lines", getFieldEditorParent());
        lines.setValidRange(1, 10);
        addField(lines);
        addField(new RadioGroupFieldEditor(PreferenceValues.WHITE_PERSPECTIVE, "Scores from", 1,
                new String[][] {{"White's point of view", "true"}, {"the side to move's point of view", "false"}},
                getFieldEditorParent(), true));
    }
}
