package rookery.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;

import rookery.ui.session.Session;

/** Edit > Redo (Ctrl+Shift+Z, handled by the workbench's keys): makes the last undone edit again. */
public class RedoHandler {
    @CanExecute
    public boolean canExecute(Session session) {
        return session.canRedo();
    }

    @Execute
    public void execute(Session session) {
        session.redo();
    }
}
