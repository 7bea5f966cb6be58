package rookery.ui.parts;

import jakarta.inject.Inject;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.tablebase.Tablebases;
import rookery.ui.session.Session;
import rookery.ui.views.EndgameView;

public class EndgamePart extends SessionViewPart<EndgameView> {
    @Inject
    private Tablebases tables;

    @Override
    protected EndgameView createView(Composite parent, Session session) {
        return new EndgameView(parent, session, tables);
    }

    @Override
    protected Control focusControl(EndgameView view) {
        return view.table();
    }
}
