package rookery.ui.views;

import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;

/** A window holding only a games list that listens to a new workbench session: the games list tests' set-up. */
record GamesWindow(Display display, Shell shell, Session session, GamesView games) {

    /** The window opened at that size; the test gives the session its database. */
    static GamesWindow open(int width, int height) {
        Display display = Display.getDefault();
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        Session session = new WorkbenchSession();
        GamesView games = new GamesView(shell, session);
        session.addListener(games);
        shell.setSize(width, height);
        shell.open();
        return new GamesWindow(display, shell, session, games);
    }
}
