package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.actions.UnsavedChanges;
import rookery.ui.game.GameTree;
import rookery.ui.session.Session;

/** Game > New Game: the standard start position, after asking about unsaved edits of the current game. */
public class NewGameHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        if (UnsavedChanges.allow(shell, session, "start a new game")) {
            session.load(GameTree.standard());
        }
    }
}
