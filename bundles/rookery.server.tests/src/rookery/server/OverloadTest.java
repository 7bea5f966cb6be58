package rookery.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With one handling thread and no room to wait, a request arriving while another is being handled
 * is answered 503 at once; the held request is then answered normally.
 */
class OverloadTest {

    @TempDir
    Path folder;

    @Test
    void requestsBeyondTheThreadsAndQueueAreAnswered503() throws Exception {
        try (LiveServer live = LiveServer.ofWorldMatches(folder.resolve("db"), ServerSettings.defaults().withThreads(1, 0))) {
            CompletableFuture<HttpResponse<String>> held;
            // Explorations run at once, but the game count is serialised on the database's lock: holding it holds /health.
            synchronized (live.database) {
                held = CompletableFuture.supplyAsync(() -> {
                    try {
                        return live.get("/health");
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                });
                waitUntilAThreadWaitsFor(live.database);
                HttpResponse<String> refused = live.get("/health");
                assertEquals(503, refused.statusCode(), refused.body());
            }
            assertEquals(200, held.get(30, TimeUnit.SECONDS).statusCode());
            // The one thread may still be finishing the held response when the client has it.
            int status = 0;
            for (long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10); status != 200 && System.nanoTime() < deadline; ) {
                status = live.get("/health").statusCode();
                if (status != 200) {
                    Thread.sleep(20);
                }
            }
            assertEquals(200, status, "the server goes on once the load is gone");
        }
    }

    /**
     * Until the held request's handler waits for the lock: only then is the server's one thread taken. A thread
     * blocked for a moment on some other lock would let the next request take the thread and wait in its place.
     */
    private static void waitUntilAThreadWaitsFor(Object lock) throws InterruptedException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int identity = System.identityHashCode(lock);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            boolean waiting = Arrays.stream(threads.dumpAllThreads(false, false))
                    .anyMatch(thread -> thread.getThreadState() == Thread.State.BLOCKED && thread.getLockInfo() != null
                            && thread.getLockInfo().getIdentityHashCode() == identity);
            if (waiting) {
                return;
            }
            Thread.sleep(10);
        }
        fail("no request reached the database");
    }
}
