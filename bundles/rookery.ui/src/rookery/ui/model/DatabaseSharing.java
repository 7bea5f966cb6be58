package rookery.ui.model;

import java.net.URI;

import org.eclipse.core.runtime.ILog;

import rookery.database.OpeningDatabase;
import rookery.server.ExplorerServer;
import rookery.server.ServerSettings;
import rookery.ui.session.DatabaseChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;

/**
 * File > Share Database: the open database served over HTTP with the lichess opening explorer's
 * API (rookery.server) while the workbench runs. Sharing stops when asked, when another database
 * is opened (the shared one is closed then) and when the workbench closes.
 */
public final class DatabaseSharing implements SessionListener, AutoCloseable {
    private final Session session;
    private ExplorerServer server;
    private OpeningDatabase shared;

    public DatabaseSharing(Session session) {
        this.session = session;
    }

    /** Serves the session's database on {@code address} (an interface's address, 0.0.0.0 for all) and {@code port}. */
    public synchronized URI start(String address, int port) throws Exception {
        stop();
        OpeningDatabase database = session.database();
        if (database == null) {
            throw new IllegalStateException("no database is open");
        }
        server = ExplorerServer.start(database, ServerSettings.defaults().withAddress(address, port));
        shared = database;
        return server.url();
    }

    /** Where the database is served, or null when it is not. */
    public synchronized URI url() {
        return server == null ? null : server.url();
    }

    public synchronized OpeningDatabase shared() {
        return shared;
    }

    public synchronized void stop() throws Exception {
        if (server != null) {
            try {
                server.close();
            } finally {
                server = null;
                shared = null;
            }
        }
    }

    @Override
    public void changed(SessionEvent event) {
        if (event instanceof DatabaseChange && shared() != null && session.database() != shared()) {
            close();
        }
    }

    @Override
    public void close() {
        try {
            stop();
        } catch (Exception e) {
            ILog.of(DatabaseSharing.class).error("The explorer server did not stop cleanly", e);
        }
    }
}
