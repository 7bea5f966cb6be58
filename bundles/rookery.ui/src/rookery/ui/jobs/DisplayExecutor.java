package rookery.ui.jobs;

import java.util.concurrent.Executor;

import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTException;
import org.eclipse.swt.widgets.Display;

/**
 * Hands tasks from other threads to a display's thread. A task handed over once the display is
 * disposed (work that finishes as the workbench quits) is dropped: checking {@code isDisposed()}
 * before {@code asyncExec} would leave that race open.
 */
public final class DisplayExecutor implements Executor {
    private final Display display;

    private DisplayExecutor(Display display) {
        this.display = display;
    }

    public static DisplayExecutor of(Display display) {
        return new DisplayExecutor(display);
    }

    /** Runs {@code task} on the display's thread later; returns false, running nothing, when the display is gone. */
    public boolean offer(Runnable task) {
        try {
            display.asyncExec(task);
            return true;
        } catch (SWTException e) {
            if (e.code != SWT.ERROR_DEVICE_DISPOSED) {
                throw e;
            }
            return false;
        }
    }

    @Override
    public void execute(Runnable task) {
        offer(task);
    }
}
