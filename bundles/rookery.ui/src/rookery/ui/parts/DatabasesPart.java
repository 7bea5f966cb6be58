package rookery.ui.parts;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.ui.session.Session;
import rookery.ui.views.DatabasesView;

/** The Databases part: every database the user has, the open ones marked; opens, closes, renames, deletes them. */
public class DatabasesPart extends SessionViewPart<DatabasesView> {
    @Override
    protected DatabasesView createView(Composite parent, Session session) {
        return new DatabasesView(parent, session);
    }

    @Override
    protected Control focusControl(DatabasesView view) {
        return view.table();
    }
}
