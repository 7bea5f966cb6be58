package rookery.ui.parts;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.ui.session.Session;
import rookery.ui.views.EngineView;

public class EnginePart extends SessionViewPart<EngineView> {
    @Override
    protected EngineView createView(Composite parent, Session session) {
        EngineView view = new EngineView(parent, session);
        // The workbench opens analysing: engine lines stand next to the statistics from the first position on.
        view.setRunning(true);
        return view;
    }

    @Override
    protected Control focusControl(EngineView view) {
        return view.table();
    }
}
