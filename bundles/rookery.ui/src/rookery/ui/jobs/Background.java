package rookery.ui.jobs;

import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Runs a view's back-end queries off the UI thread, one at a time in jobs ({@link SerialJobs}),
 * newest request wins: a request that
 * was overtaken before it started is skipped, and a result that arrives after a newer request
 * was made is dropped. Results and errors are handed to the UI executor (the display thread).
 */
public final class Background implements AutoCloseable {
    private final Executor worker;
    private final Executor ui;
    private final AtomicLong generation = new AtomicLong();

    public Background(String name, Executor ui) {
        this.ui = ui;
        this.worker = new SerialJobs("rookery-" + name);
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

    /** Drops every result to come; a query already running finishes, unheard. */
    @Override
    public void close() {
        cancel();
    }
}
