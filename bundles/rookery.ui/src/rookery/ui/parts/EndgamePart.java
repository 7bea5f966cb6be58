package rookery.ui.parts;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.tablebase.Tablebases;
import rookery.ui.model.Session;
import rookery.ui.views.EndgameView;

public class EndgamePart extends SessionViewPart<EndgameView> {
    @Override
    protected EndgameView createView(Composite parent, Session session) {
        return new EndgameView(parent, session, Tablebases.open(Tablebases.defaultDirectory()));
    }

    @Override
    protected Control focusControl(EndgameView view) {
        return view.table();
    }
}
