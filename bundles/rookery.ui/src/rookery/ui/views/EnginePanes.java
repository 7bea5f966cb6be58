package rookery.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;

import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;

/**
 * The Engine part: one engine's view, and with "Second engine" pressed a second beside it that
 * analyses the same position with its own engine, lines and arrows (in other colours on the board),
 * both panes then showing only Start/Stop and their engine above the lines; releasing the button
 * stops the second engine and hides its pane.
 */
public class EnginePanes extends Composite implements SessionListener {
    private final SashForm sash;
    private final EngineView first;
    private final EngineView second;
    private final Button secondToggle;

    public EnginePanes(Composite parent, Session session) {
        super(parent, SWT.NONE);
        setLayout(new FillLayout());
        sash = new SashForm(this, SWT.HORIZONTAL);
        first = new EngineView(sash, session, 0);
        second = new EngineView(sash, session, 1);
        secondToggle = first.addToggle("&Second engine", "Another engine analyses the same position beside this one", this::showSecond);
        sash.setMaximizedControl(first);
    }

    /** Shows the second engine's pane and starts it, or stops it and hides its pane. */
    public void showSecond(boolean show) {
        secondToggle.setSelection(show);
        sash.setMaximizedControl(show ? null : first);
        first.setCompact(show);
        second.setCompact(true);
        second.setRunning(show);
    }

    public EngineView first() {
        return first;
    }

    public EngineView second() {
        return second;
    }

    public boolean showsSecond() {
        return sash.getMaximizedControl() == null;
    }

    @Override
    public void changed(SessionEvent event) {
        first.changed(event);
        second.changed(event);
    }
}
