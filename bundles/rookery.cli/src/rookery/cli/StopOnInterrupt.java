package rookery.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import rookery.database.ImportListener;
import rookery.database.ImportProgress;

/**
 * Lets Ctrl-C stop an import cleanly: the JVM's shutdown marks the work as cancelled and waits (up
 * to a minute) until the command closes this, having stopped at a safe point and cleaned up.
 */
final class StopOnInterrupt implements AutoCloseable {

    private final AtomicBoolean interrupted = new AtomicBoolean();
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;

    StopOnInterrupt(String threadName) {
        hook = new Thread(() -> {
            interrupted.set(true);
            try {
                finished.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, threadName);
        Runtime.getRuntime().addShutdownHook(hook);
    }

    boolean requested() {
        return interrupted.get();
    }

    /** An import's listener that shows its progress and stops it on Ctrl-C. */
    ImportListener importListener(Consumer<ImportProgress> progress) {
        return new ImportListener() {
            @Override
            public void progress(ImportProgress report) {
                progress.accept(report);
            }

            @Override
            public boolean isCancelled() {
                return requested();
            }
        };
    }

    @Override
    public void close() {
        finished.countDown();
        if (!interrupted.get()) {
            Runtime.getRuntime().removeShutdownHook(hook);
        }
    }
}
