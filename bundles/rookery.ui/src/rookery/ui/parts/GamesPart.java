package rookery.ui.parts;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.ui.session.Session;
import rookery.ui.views.GamesView;

public class GamesPart extends SessionViewPart<GamesView> {
    @Override
    protected GamesView createView(Composite parent, Session session) {
        return new GamesView(parent, session);
    }

    @Override
    protected Control focusControl(GamesView view) {
        return view.table();
    }
}
