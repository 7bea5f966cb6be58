package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.KeyboardShortcutsDialog;

/** Help > Keyboard Shortcuts. */
public class KeyboardShortcutsHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, MApplication application) {
        new KeyboardShortcutsDialog(shell, KeyboardShortcutsDialog.rows(application.getBindingTables())).open();
    }
}
