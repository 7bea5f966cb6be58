package rookery.ui.session;

import java.io.IOException;
import java.util.Map;

import org.osgi.service.event.Event;
import org.osgi.service.event.EventAdmin;

import rookery.ui.model.PreferencesStore;
import rookery.ui.model.Session;

/**
 * The workbench's {@link Session} as an OSGi service (declared in OSGI-INF/session.xml): every
 * change is posted to the event admin under its {@link rookery.ui.model.Topics} topic with the
 * data under the event broker's data key, so parts receive it with {@code @UIEventTopic}. It
 * starts with the preferences stored in the Rookery home folder.
 */
public class SessionComponent extends Session {
    /** {@code IEventBroker.DATA}: where the e4 event broker expects an event's data. */
    private static final String DATA = "org.eclipse.e4.data";

    private volatile EventAdmin eventAdmin;

    public SessionComponent() {
        PreferencesStore store = PreferencesStore.inWorkspace();
        keepPreferencesIn(store);
        try {
            setPreferences(store.load());
        } catch (IOException | IllegalArgumentException e) {
            System.err.println("rookery: preferences not read, using the defaults: " + e.getMessage());
        }
        addListener((topic, data) -> {
            EventAdmin admin = eventAdmin;
            if (admin != null) {
                admin.postEvent(new Event(topic, Map.of(DATA, data)));
            }
        });
    }

    public void setEventAdmin(EventAdmin admin) {
        this.eventAdmin = admin;
    }

    public void unsetEventAdmin(EventAdmin admin) {
        if (this.eventAdmin == admin) {
            this.eventAdmin = null;
        }
    }
}
