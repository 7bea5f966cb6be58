package rookery.ui.jobs;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

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
