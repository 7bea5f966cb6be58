package rookery.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;

/** Answers a modal question (an SWT or JFace dialog) once it is open, as a person clicking its button would. */
public final class Answers {
    private Answers() {
    }

    /** Clicks {@code button} of the next window titled {@code title}, saving a screenshot of it as {@code screenshot} first. */
    public static void answer(Display display, String title, String button, String screenshot) {
        display.timerExec(300, new Runnable() {
            @Override
            public void run() {
                for (Shell open : display.getShells()) {
                    if (title.equals(open.getText()) && open.isVisible()) {
                        Screenshots.save(open, screenshot);
                        Widgets.visibleButton(open, button).notifyListeners(SWT.Selection, new Event());
                        return;
                    }
                }
                display.timerExec(100, this);
            }
        });
    }
}
