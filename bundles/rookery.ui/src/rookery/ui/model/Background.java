package rookery.ui.model;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Runs a view's back-end queries on its own daemon thread, newest request wins: a request that
 * was overtaken before it started is skipped, and a result that arrives after a newer request
 * was made is dropped. Results and errors are handed to the UI executor (the display thread).
 */
public final class Background implements AutoCloseable {
    private final ExecutorService worker;
    private final Executor ui;
    private final AtomicLong generation = new AtomicLong();

    public Background(String name, Executor ui) {
        this.ui = ui;
        this.worker = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "rookery-" + name);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Runs {@code query} off the UI thread and hands its result (or failure) to the UI unless overtaken. */
    public <T> void submit(Callable<T> query, Consumer<T> onResult, Consumer<Exception> onError) {
        long request = generation.incrementAndGet();
        worker.execute(() -> {
            if (request != generation.get()) {
                return;
            }
            try {
                T result = query.call();
                ui.execute(() -> {
                    if (request == generation.get()) {
                        onResult.accept(result);
                    }
                });
            } catch (Exception e) {
                ui.execute(() -> {
                    if (request == generation.get()) {
                        onError.accept(e);
                    }
                });
            }
        });
    }

    /** Drops the results of every request made so far. */
    public void cancel() {
        generation.incrementAndGet();
    }

    @Override
    public void close() {
        cancel();
        worker.shutdownNow();
    }
}
