package rookery.ui.parts;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.ui.session.Session;
import rookery.ui.views.ExplorerView;

public class ExplorerPart extends SessionViewPart<ExplorerView> {
    @Override
    protected ExplorerView createView(Composite parent, Session session) {
        return new ExplorerView(parent, session);
    }

    @Override
    protected Control focusControl(ExplorerView view) {
        return view.table();
    }
}
