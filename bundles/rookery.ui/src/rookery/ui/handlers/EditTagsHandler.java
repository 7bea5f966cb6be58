package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.TagsDialog;
import rookery.ui.session.Session;

/** Game > Edit Tags...: the current game's header. */
public class EditTagsHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        new TagsDialog(shell, session).open();
    }
}
