package rookery.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.net.http.HttpResponse;
import java.nio.file.Path;
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
                waitUntilAHandlerIsBlocked();
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

    private static void waitUntilAHandlerIsBlocked() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            boolean blocked = Thread.getAllStackTraces().keySet().stream()
                    .anyMatch(thread -> thread.getName().startsWith("explorer") && thread.getState() == Thread.State.BLOCKED);
            if (blocked) {
                return;
            }
            Thread.sleep(10);
        }
        fail("no request reached the database");
    }
}
