package rookery.ui.handlers;

import java.util.Random;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.actions.UnsavedChanges;
import rookery.ui.session.Session;
import rookery.ui.training.PlayDatabaseWindow;
import rookery.ui.training.PlayedGames;

/** Game > Play the Database...: from the board's position against the open database's players, then the engine. */
public class PlayDatabaseHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        DatabaseOpener.withDatabase(session, shell, "Play the Database", database -> new PlayDatabaseWindow(shell, database,
                session.explorerFilter(), session.position(), new Random(), game -> {
                    if (UnsavedChanges.allow(shell, session, "take the played game to the workbench")) {
                        session.load(PlayedGames.tree(game));
                    }
                }).open());
    }
}
