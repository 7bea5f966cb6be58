package rookery.ui.preferences.pages;

import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.IntegerFieldEditor;

import rookery.ui.preferences.PreferenceValues;

/** Preferences > Engines: the UCI engines offered beside the built-in one, their threads and hash. */
class EnginesPreferencePage extends WorkspacePreferencePage {
    @Override
    protected void createFieldEditors() {
        addField(new EngineListEditor(getFieldEditorParent()));
        IntegerFieldEditor threads = new IntegerFieldEditor(PreferenceValues.THREADS, "Engine threads", getFieldEditorParent());
        threads.setValidRange(1, Math.max(1, Runtime.getRuntime().availableProcessors()));
        addField(threads);
        addField(new ComboFieldEditor(PreferenceValues.HASH_MB, "Engine hash",
                new String[][] {{"16 MB", "16"}, {"64 MB", "64"}, {"256 MB", "256"}, {"1024 MB", "1024"}}, getFieldEditorParent()));
    }
}
