package rookery.ui.testing;

import java.util.function.BiFunction;

import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import rookery.database.OpeningDatabase;
import rookery.ui.session.Session;
import rookery.ui.session.SessionListener;
import rookery.ui.session.WorkbenchSession;

/**
 * A real window holding views of one workbench session on a database, as the workbench's parts
 * share one: views are added, then the window opens on the database; closing it disposes the
 * window, lets the views' background work settle and closes the database.
 */
public final class SessionWindow implements AutoCloseable {

    private final Display display = Display.getDefault();
    private final Shell shell = new Shell(display);
    private final Session session = new WorkbenchSession();
    private final OpeningDatabase database;

    /** {@code layoutStyle}: how the views are laid out, SWT.HORIZONTAL or SWT.VERTICAL. */
    public SessionWindow(OpeningDatabase database, int layoutStyle) {
        this.database = database;
        shell.setLayout(new FillLayout(layoutStyle));
    }

    /** Creates a view in the window and lets it follow the session. */
    public <V extends SessionListener> V add(BiFunction<Composite, Session, V> view) {
        V created = view.apply(shell, session);
        session.addListener(created);
        return created;
    }

    /** Gives the session its database and opens the window at this size. */
    public void open(int width, int height) {
        session.setDatabase(database);
        shell.setSize(width, height);
        shell.open();
    }

    public Display display() {
        return display;
    }

    public Shell shell() {
        return shell;
    }

    public Session session() {
        return session;
    }

    public OpeningDatabase database() {
        return database;
    }

    @Override
    public void close() throws Exception {
        shell.dispose();
        Ui.settle(display);
        database.close();
    }
}
