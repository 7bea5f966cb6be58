package rookery.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;

import rookery.ui.session.Session;

/** Edit > Undo (Ctrl+Z, handled by the workbench's keys): takes back the last edit of the game. */
public class UndoHandler {
    @CanExecute
    public boolean canExecute(Session session) {
        return session.canUndo();
    }

    @Execute
    public void execute(Session session) {
        session.undo();
    }
}
