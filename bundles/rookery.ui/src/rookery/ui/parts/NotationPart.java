package rookery.ui.parts;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.ui.session.Session;
import rookery.ui.views.NotationView;

public class NotationPart extends SessionViewPart<NotationView> {
    @Override
    protected NotationView createView(Composite parent, Session session) {
        return new NotationView(parent, session);
    }

    @Override
    protected Control focusControl(NotationView view) {
        return view.text();
    }
}
