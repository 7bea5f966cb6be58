package rookery.ui.parts;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.ui.session.Session;
import rookery.ui.views.RepertoireView;

public class RepertoirePart extends SessionViewPart<RepertoireView> {
    @Override
    protected RepertoireView createView(Composite parent, Session session) {
        return new RepertoireView(parent, session);
    }

    @Override
    protected Control focusControl(RepertoireView view) {
        return view.tree();
    }
}
