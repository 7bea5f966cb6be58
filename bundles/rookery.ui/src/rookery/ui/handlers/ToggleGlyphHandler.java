package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;

import rookery.ui.actions.MoveEditing;
import rookery.ui.session.Session;

/** Edit > Move Assessment and Position Assessment (Ctrl+1.., Ctrl+Alt+1.., handled by the workbench's keys): a glyph of the current move on or off. */
public class ToggleGlyphHandler {
    /** The command parameter naming the glyph, its NAG number. */
    public static final String NAG_PARAMETER = "rookery.ui.commandparameter.nag";

    @CanExecute
    public boolean canExecute(Session session) {
        return MoveEditing.canAnnotate(session);
    }

    @Execute
    public void execute(@Named(NAG_PARAMETER) String nag, Session session) {
        MoveEditing.toggleGlyph(session, Integer.parseInt(nag));
    }
}
