package rookery.ui.parts;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.ui.session.Session;
import rookery.ui.views.EnginePanes;

public class EnginePart extends SessionViewPart<EnginePanes> {
    @Override
    protected EnginePanes createView(Composite parent, Session session) {
        EnginePanes panes = new EnginePanes(parent, session);
        // The workbench opens analysing: engine lines stand next to the statistics from the first position on.
        panes.first().setRunning(true);
        return panes;
    }

    @Override
    protected Control focusControl(EnginePanes panes) {
        return panes.first().table();
    }
}
