package rookery.ui.preferences.pages;

import java.io.IOException;

import org.eclipse.jface.preference.IPreferencePage;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.preference.PreferenceManager;
import org.eclipse.jface.preference.PreferenceNode;
import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.DialogPlacement;
import rookery.ui.preferences.PreferenceValues;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.session.Session;

/**
 * File > Preferences: the pages Board, Engines, Database, Analysis and Endgame tables edit a working copy of the
 * session's preferences; OK and each page's Apply keep them in the workspace preferences and apply
 * them at once, Cancel forgets the edits not applied.
 */
public class PreferencesDialog extends PreferenceDialog {
    public static final String BOARD = "board";
    public static final String ENGINES = "engines";
    public static final String DATABASE = "database";
    public static final String ANALYSIS = "analysis";
    public static final String ENDGAME_TABLES = "endgame-tables";

    private final Session session;
    private final PreferenceStore working = new PreferenceStore();

    public PreferencesDialog(Shell parent, Session session) {
        super(parent, new PreferenceManager());
        this.session = session;
        PreferenceValues.write(UiPreferences.defaults(), working::setDefault);
        PreferenceValues.write(session.preferences(), working::setValue);
        addPage(BOARD, "Board", new BoardPreferencePage());
        addPage(ENGINES, "Engines", new EnginesPreferencePage());
        addPage(DATABASE, "Database", new DatabasePreferencePage());
        addPage(ANALYSIS, "Analysis", new AnalysisPreferencePage());
        addPage(ENDGAME_TABLES, "Endgame tables", new EndgameTablesPreferencePage());
        setBlockOnOpen(false);
    }

    private void addPage(String id, String title, IPreferencePage page) {
        page.setTitle(title);
        ((org.eclipse.jface.preference.PreferencePage) page).setPreferenceStore(working);
        getPreferenceManager().addToRoot(new PreferenceNode(id, page));
    }

    /** Shows the page {@code id} as a click on its name in the tree does. */
    public void showPage(String id) {
        getTreeViewer().setSelection(new StructuredSelection(getPreferenceManager().find(id)), true);
    }

    /** The working copy the pages edit. */
    public IPreferenceStore workingCopy() {
        return working;
    }

    /**
     * Keeps the working copy in the workspace preferences and makes it the session's; the recent
     * databases and the chosen engine, which change outside this dialog, are the session's own.
     *
     * @return false, with the reason shown in the dialog, when the preferences could not be kept
     */
    boolean commit() {
        try {
            UiPreferences current = session.preferences();
            UiPreferences edited = PreferenceValues.read(key -> working.contains(key) ? working.getString(key) : null,
                    "Preferences").withRecentDatabases(current.recentDatabases()).withChosenEngine(current.chosenEngine());
            session.rememberPreferences(edited);
            return true;
        } catch (IOException | IllegalArgumentException e) {
            setErrorMessage(e.getMessage());
            return false;
        }
    }

    @Override
    protected void initializeBounds() {
        super.initializeBounds();
        DialogPlacement.centreOnParent(getShell());
    }

    /**
     * Nothing to save: the working copy is no file ({@link #commit} keeps the preferences). JFace's
     * Cancel saves the pages' stores that changed, which for the working copy reported "File name
     * not specified" for every page after an Apply.
     */
    @Override
    protected void handleSave() {
    }

    @Override
    protected void okPressed() {
        for (Object node : getPreferenceManager().getElements(PreferenceManager.PRE_ORDER)) {
            IPreferencePage page = ((PreferenceNode) node).getPage();
            if (page != null && (!page.isValid() || !page.performOk())) {
                return;
            }
        }
        if (commit()) {
            setReturnCode(OK);
            close();
        }
    }
}
