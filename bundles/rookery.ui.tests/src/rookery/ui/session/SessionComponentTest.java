package rookery.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.service.event.Event;
import org.osgi.service.event.EventAdmin;

import rookery.chess.San;

/** The session service posts each change to the event admin the way the e4 event broker delivers it. */
class SessionComponentTest {

    @Test
    void changesArePostedWithTheirDataUnderTheBrokersKey() {
        List<Event> posted = new ArrayList<>();
        SessionComponent session = new SessionComponent();
        session.setEventAdmin(new EventAdmin() {
            @Override
            public void postEvent(Event event) {
                posted.add(event);
            }

            @Override
            public void sendEvent(Event event) {
                throw new AssertionError("the session must not block on delivery");
            }
        });
        session.play(San.parse(session.position(), "e4"));
        assertEquals(List.of(Topics.GAME, Topics.POSITION), posted.stream().map(Event::getTopic).toList());
        PositionChange change = (PositionChange) posted.get(1).getProperty("org.eclipse.e4.data");
        assertSame(session.current(), change.node());
        assertEquals("e4", change.node().san());
        session.unsetEventAdmin(null);
        session.back();
        assertEquals(3, posted.size(), "still bound: unbinding another admin changes nothing");
    }
}
