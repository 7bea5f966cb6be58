package rookery.ui.widgets;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;

import rookery.ui.jobs.TrackedJob;

/** A progress bar, a line of text and a cancel button that follow a running {@link TrackedJob} until it ends. */
public class JobProgress extends Composite {
    private static final int POLL_MILLIS = 150;
    private static final int SCALE = 1000;

    private final Label message;
    private final ProgressBar bar;
    private final Button cancel;
    private TrackedJob<?> job;

    public JobProgress(Composite parent, boolean cancellable) {
        super(parent, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        setLayout(layout);
        message = new Label(this, SWT.WRAP);
        GridData messageData = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
        messageData.widthHint = 200;
        message.setLayoutData(messageData);
        bar = new ProgressBar(this, SWT.HORIZONTAL | SWT.SMOOTH);
        bar.setMaximum(SCALE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        cancel = new Button(this, SWT.PUSH);
        cancel.setText("Cancel");
        cancel.setVisible(cancellable);
        cancel.addListener(SWT.Selection, event -> {
            if (job != null) {
                job.cancel();
                message.setText("Cancelling...");
            }
        });
    }

    public String message() {
        return message.getText();
    }

    public int selection() {
        return bar.getSelection();
    }

    public Button cancelButton() {
        return cancel;
    }

    public boolean isTracking() {
        return job != null;
    }

    /** Schedules the job and follows it; {@code onDone} runs on the UI thread when it has ended. */
    public <J extends TrackedJob<?>> void run(J started, Consumer<J> onDone) {
        job = started;
        cancel.setEnabled(true);
        bar.setSelection(0);
        message.setText(started.getName());
        AtomicBoolean ended = new AtomicBoolean();
        started.addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                ended.set(true);
            }
        });
        started.schedule();
        poll(started, ended, onDone);
    }

    /** Shows the job's message whole: a message that needs more lines than the label has lays the window out again. */
    private void showMessage(String text) {
        if (text.equals(message.getText())) {
            return;
        }
        message.setText(text);
        int width = message.getSize().x;
        if (width > 0 && message.computeSize(width, SWT.DEFAULT).y > message.getSize().y) {
            message.requestLayout();
        }
    }

    /** Follows the job until its "done" event, which also comes for a job cancelled before it ran. */
    private <J extends TrackedJob<?>> void poll(J tracked, AtomicBoolean ended, Consumer<J> onDone) {
        if (isDisposed()) {
            return;
        }
        showMessage(tracked.message());
        double fraction = tracked.fraction();
        bar.setSelection(fraction < 0 ? 0 : (int) Math.round(fraction * SCALE));
        if (ended.get()) {
            if (tracked.getResult() != null && tracked.getResult().isOK()) {
                bar.setSelection(SCALE);
            }
            job = null;
            cancel.setEnabled(false);
            onDone.accept(tracked);
        } else {
            getDisplay().timerExec(POLL_MILLIS, () -> poll(tracked, ended, onDone));
        }
    }
}
