package rookery.ui.parts;

import jakarta.inject.Inject;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.database.OpeningDatabase;
import rookery.ui.model.DatabaseNames;
import rookery.ui.session.DatabaseChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.Topics;
import rookery.ui.views.ExplorerView;

/** The Opening Explorer part: its title names the database it explores, the one the user picked. */
public class ExplorerPart extends SessionViewPart<ExplorerView> {
    private static final String TITLE = "Opening Explorer";

    @Override
    protected ExplorerView createView(Composite parent, Session session) {
        return new ExplorerView(parent, session);
    }

    @Override
    protected Control focusControl(ExplorerView view) {
        return view.table();
    }

    @Inject
    @Optional
    void databasePicked(@UIEventTopic(Topics.DATABASE) SessionEvent event, MPart part) {
        if (event instanceof DatabaseChange(OpeningDatabase database)) {
            part.setLabel(title(database));
        }
    }

    /** "Opening Explorer · masters", the plain name while no database is open. */
    public static String title(OpeningDatabase database) {
        return database == null ? TITLE : TITLE + " \u00b7 " + DatabaseNames.of(database);
    }
}
