package rookery.ui.parts;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;
import rookery.ui.session.Topics;

/**
 * An e4 part showing one view of the session: it creates the view, hands it every session event
 * from the event broker and gives the focus to the view's main control.
 */
abstract class SessionViewPart<V extends Composite & SessionListener> {
    @Inject
    private Session session;
    private V view;

    @PostConstruct
    public void createControls(Composite parent) {
        parent.setLayout(new FillLayout());
        view = createView(parent, session);
    }

    protected abstract V createView(Composite parent, Session session);

    protected abstract Control focusControl(V view);

    @Inject
    @Optional
    void sessionChanged(@UIEventTopic(Topics.ALL) SessionEvent event) {
        if (view != null) {
            view.changed(event);
        }
    }

    @Focus
    void focus() {
        focusControl(view).setFocus();
    }
}
