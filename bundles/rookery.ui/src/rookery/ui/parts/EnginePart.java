package rookery.ui.parts;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.osgi.service.event.Event;

import rookery.ui.model.Session;
import rookery.ui.model.Topics;
import rookery.ui.views.EngineView;

public class EnginePart {
    @Inject
    private Session session;
    private EngineView view;

    @PostConstruct
    public void createControls(Composite parent) {
        parent.setLayout(new FillLayout());
        view = new EngineView(parent, session);
        // The workbench opens analysing: engine lines stand next to the statistics from the first position on.
        view.setRunning(true);
    }

    @Inject
    @Optional
    void sessionChanged(@UIEventTopic(Topics.ALL) Event event) {
        SessionEvents.forward(event, view);
    }

    @Focus
    void focus() {
        view.table().setFocus();
    }
}
