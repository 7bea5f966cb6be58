package rookery.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.eclipse.e4.core.contexts.EclipseContextFactory;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.event.Event;
import org.osgi.service.event.EventConstants;
import org.osgi.service.event.EventHandler;

import rookery.chess.San;
import rookery.tablebase.Tablebases;
import rookery.ui.preferences.PreferencesStore;

/**
 * The workbench's services as the OSGi framework of the tests runs them (Felix SCR and Equinox's
 * event admin, no stand-ins): the Session component with its preferences store, its events on the
 * event admin, and the endgame tables from the e4 context.
 */
class SessionComponentTest {
    /** {@code IEventBroker.DATA}. */
    private static final String DATA = "org.eclipse.e4.data";

    @TempDir
    static Path home;
    private static String previousHome;
    private static BundleContext context;

    @BeforeAll
    static void startTheEventAdmin() throws Exception {
        // The workspace preferences take over <rookery home>/ui.properties: keep the user's own out of it.
        previousHome = System.setProperty("rookery.home", home.toString());
        context = FrameworkUtil.getBundle(SessionComponent.class).getBundleContext();
        // The test runtime installs the event admin's implementation without starting it; the product starts it.
        for (Bundle bundle : context.getBundles()) {
            if (bundle.getSymbolicName().equals("org.eclipse.equinox.event")) {
                bundle.start();
            }
        }
    }

    @AfterAll
    static void restoreTheHome() {
        if (previousHome == null) {
            System.clearProperty("rookery.home");
        } else {
            System.setProperty("rookery.home", previousHome);
        }
    }

    @Test
    void theSessionServicePostsTypedEventsAndKeepsItsPreferencesInTheStoreService() throws Exception {
        BlockingQueue<Event> received = new LinkedBlockingQueue<>();
        Dictionary<String, Object> topics = new Hashtable<>();
        topics.put(EventConstants.EVENT_TOPIC, Topics.ALL);
        ServiceRegistration<EventHandler> handler = context.registerService(EventHandler.class, received::add, topics);
        ServiceReference<Session> reference = context.getServiceReference(Session.class);
        assertNotNull(reference, "the Session component is registered by the descriptor the build generated");
        Session session = context.getService(reference);
        try {
            session.play(San.parse(session.position(), "e4"));
            // The component's start announces the stored preferences first.
            Event game = next(received, Topics.GAME);
            Event position = received.poll(10, TimeUnit.SECONDS);
            assertNotNull(position, "both events arrive through the event admin");
            assertEquals(Topics.POSITION, position.getTopic());
            PositionChange edited = assertInstanceOf(PositionChange.class, game.getProperty(DATA));
            PositionChange moved = assertInstanceOf(PositionChange.class, position.getProperty(DATA));
            assertTrue(edited.gameEdited());
            assertFalse(moved.gameEdited());
            assertSame(session.current(), moved.node());
            assertEquals("e4", moved.node().san());

            String engine = session.preferences().chosenEngine();
            session.rememberPreferences(session.preferences().withChosenEngine("Stockfish"));
            Event preferences = received.poll(10, TimeUnit.SECONDS);
            assertEquals(Topics.PREFERENCES, preferences.getTopic());
            assertEquals("Stockfish", assertInstanceOf(PreferencesChange.class, preferences.getProperty(DATA)).preferences().chosenEngine());
            ServiceReference<PreferencesStore> store = context.getServiceReference(PreferencesStore.class);
            assertEquals("Stockfish", context.getService(store).load().chosenEngine(), "kept in the store the component was given");
            context.ungetService(store);
            session.rememberPreferences(session.preferences().withChosenEngine(engine));
        } finally {
            session.back();
            handler.unregister();
            context.ungetService(reference);
        }
    }

    /** The next event of {@code topic}, skipping others, within ten seconds. */
    private static Event next(BlockingQueue<Event> received, String topic) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        for (Event event; (event = received.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS)) != null;) {
            if (event.getTopic().equals(topic)) {
                return event;
            }
        }
        throw new AssertionError("no " + topic + " event within 10 s");
    }

    @Test
    void theEndgameTablesComeFromTheContextFunction() {
        IEclipseContext services = EclipseContextFactory.getServiceContext(context);
        try {
            Tablebases tables = services.get(Tablebases.class);
            assertNotNull(tables, "the context function registered by its DS descriptor answers for Tablebases");
            assertSame(tables, services.get(Tablebases.class), "computed once for the context");
        } finally {
            services.dispose();
        }
    }
}
