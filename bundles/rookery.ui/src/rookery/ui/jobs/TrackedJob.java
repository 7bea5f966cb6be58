package rookery.ui.jobs;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import rookery.database.ImportListener;
import rookery.database.ImportProgress;

/**
 * A job whose progress and outcome the UI can read at any time: the workbench has no progress
 * view, so the part that started it polls {@link #message()} and {@link #fraction()} and shows
 * them in its own progress bar. Work goes to the monitor too.
 */
public abstract class TrackedJob<R> extends Job {
    private volatile String message = "Waiting";
    private volatile double fraction = -1;
    private volatile R result;
    private volatile Exception failure;

    protected TrackedJob(String name) {
        super(name);
    }

    /** Does the work; returns its result (also when cancelled part way). */
    protected abstract R execute(IProgressMonitor monitor) throws Exception;

    @Override
    protected final IStatus run(IProgressMonitor monitor) {
        try {
            result = execute(monitor);
            return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
        } catch (Exception e) {
            failure = e;
            return Status.error(getName() + " failed: " + e.getMessage(), e);
        } finally {
            monitor.done();
        }
    }

    /** Records progress: what is being done and how much of it (0..1, or -1 when unknown). */
    protected void report(String text, double done) {
        message = text;
        fraction = done;
    }

    /**
     * A listener of an import (or a copy, which counts games as its bytes) that reports its progress in
     * {@code text}, moves the monitor (begun with 1000 units of work) and hears Cancel.
     */
    protected ImportListener importListener(IProgressMonitor monitor, java.util.function.Function<ImportProgress, String> text) {
        int[] worked = {0};
        return new ImportListener() {
            @Override
            public void progress(ImportProgress progress) {
                double fraction = progress.totalBytes() <= 0 ? -1 : Math.min(1, progress.bytesRead() / (double) progress.totalBytes());
                report(text.apply(progress), fraction);
                int now = (int) Math.round(Math.max(0, fraction) * 1000);
                monitor.worked(now - worked[0]);
                worked[0] = now;
            }

            @Override
            public boolean isCancelled() {
                return monitor.isCanceled();
            }
        };
    }

    public String message() {
        return message;
    }

    public double fraction() {
        return fraction;
    }

    /** The result once the job has run (null before, or after a failure). */
    public R result() {
        return result;
    }

    public Exception failure() {
        return failure;
    }
}
