package rookery.server;

import java.net.InetAddress;
import java.net.URI;

import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.QoSHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import rookery.database.OpeningDatabase;
import rookery.server.api.ApiHandler;

/**
 * The explorer's HTTP API over an open database, on embedded Jetty. Requests beyond the handling
 * threads wait in a bounded queue; beyond that, or after waiting too long, they are answered 503
 * at once, so overload costs neither memory nor threads. The database stays the caller's.
 */
public final class ExplorerServer implements AutoCloseable {

    /** Request line and headers together; a longer request is answered 431 by Jetty. */
    static final int MAX_HEADER_BYTES = 8192;
    /** Jetty's own threads (acceptor, selector) besides the handling ones. */
    private static final int JETTY_THREADS = 4;

    private final Server server;
    private final ServerConnector connector;

    private ExplorerServer(Server server, ServerConnector connector) {
        this.server = server;
        this.connector = connector;
    }

    /** Starts serving; fails when the address cannot be bound. */
    public static ExplorerServer start(OpeningDatabase database, ServerSettings settings) throws Exception {
        QueuedThreadPool pool = new QueuedThreadPool(settings.threads() + JETTY_THREADS, Math.min(settings.threads(), 2));
        pool.setName("explorer");
        Server server = new Server(pool);
        HttpConfiguration http = new HttpConfiguration();
        http.setRequestHeaderSize(MAX_HEADER_BYTES);
        http.setSendServerVersion(false);
        ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(InetAddress.getByName(settings.bind()).getHostAddress());
        connector.setPort(settings.port());
        connector.setIdleTimeout(settings.idleTimeout().toMillis());
        server.addConnector(connector);
        QoSHandler limit = new QoSHandler(new ApiHandler(database, settings.corsOrigin()));
        limit.setMaxRequestCount(settings.threads());
        limit.setMaxSuspendedRequestCount(settings.queue());
        limit.setMaxSuspend(settings.idleTimeout());
        server.setHandler(limit);
        server.setStopTimeout(2000);
        try {
            server.start();
        } catch (Exception e) {
            server.stop();
            throw e;
        }
        return new ExplorerServer(server, connector);
    }

    /** The port listened on (the one chosen when the settings said 0). */
    public int port() {
        return connector.getLocalPort();
    }

    /** The base URL clients use instead of https://explorer.lichess.ovh. */
    public URI url() {
        String host = connector.getHost();
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + port());
    }

    /** Blocks until the server stops. */
    public void join() throws InterruptedException {
        server.join();
    }

    @Override
    public void close() throws Exception {
        server.stop();
    }
}
