package rookery.ui.parts;

import org.eclipse.e4.core.services.events.IEventBroker;
import org.osgi.service.event.Event;

import rookery.ui.model.SessionListener;

/** Hands an event broker event on to a view that listens to the session. */
final class SessionEvents {
    private SessionEvents() {
    }

    static void forward(Event event, SessionListener view) {
        if (view != null) {
            view.changed(event.getTopic(), event.getProperty(IEventBroker.DATA));
        }
    }
}
