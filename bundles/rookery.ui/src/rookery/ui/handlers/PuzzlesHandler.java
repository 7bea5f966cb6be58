package rookery.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.session.Session;
import rookery.ui.training.PuzzleWindow;

/** Game > Learn from Your Mistakes...: a player's ?/?? moves in the reviewed games of the open database, or in the game on the board, as puzzles. */
public class PuzzlesHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        String white = session.game().tags().getOrDefault("White", "?");
        DatabaseOpener.withDatabase(session, shell, "Learn from Your Mistakes",
                database -> new PuzzleWindow(shell, () -> session.database() == null ? database : session.database(),
                        white.equals("?") ? "" : white, session.game()).open());
    }
}
