package rookery.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;

import rookery.ui.actions.MoveEditing;
import rookery.ui.session.Session;

/** Edit > Delete Variation (Shift+Delete on the board or in the notation, handled by the workbench's keys). */
public class DeleteVariationHandler {
    @CanExecute
    public boolean canExecute(Session session) {
        return MoveEditing.isInVariation(session);
    }

    @Execute
    public void execute(Session session) {
        MoveEditing.deleteVariation(session);
    }
}
