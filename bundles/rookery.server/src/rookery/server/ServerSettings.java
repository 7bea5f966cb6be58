package rookery.server;

import java.time.Duration;

/**
 * How the explorer server listens: address and port (0 for any free port), the requests handled
 * at once ({@code threads}) and waiting ({@code queue}, beyond which a request is answered 503),
 * how long an idle or slow connection is kept, and the origin allowed to call it from a browser
 * (null for none, "*" for any).
 */
public record ServerSettings(String bind, int port, int threads, int queue, Duration idleTimeout, String corsOrigin) {

    public static final String DEFAULT_BIND = "127.0.0.1";
    public static final int DEFAULT_PORT = 9002;
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofSeconds(30);
    /** Requests waiting per handling thread before overload is declared. */
    public static final int QUEUE_PER_THREAD = 64;

    public ServerSettings {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not in [0, 65535]");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (queue < 0) {
            throw new IllegalArgumentException("queue must not be negative, not " + queue);
        }
    }

    /** Local only, on the default port, a thread per core. */
    public static ServerSettings defaults() {
        int threads = Runtime.getRuntime().availableProcessors();
        return new ServerSettings(DEFAULT_BIND, DEFAULT_PORT, threads, threads * QUEUE_PER_THREAD, DEFAULT_IDLE_TIMEOUT, null);
    }

    public ServerSettings withAddress(String address, int number) {
        return new ServerSettings(address, number, threads, queue, idleTimeout, corsOrigin);
    }

    public ServerSettings withThreads(int count, int waiting) {
        return new ServerSettings(bind, port, count, waiting, idleTimeout, corsOrigin);
    }

    public ServerSettings withIdleTimeout(Duration timeout) {
        return new ServerSettings(bind, port, threads, queue, timeout, corsOrigin);
    }

    public ServerSettings withCors(String origin) {
        return new ServerSettings(bind, port, threads, queue, idleTimeout, origin);
    }
}
