package rookery.ui.layout;

import java.util.List;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.IWindowCloseHandler;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.osgi.service.event.Event;

/**
 * An addon for the windows of detached parts ({@link DetachedParts}). At start, before anything is
 * drawn, it removes the copies of their parts that the workbench put back into the stacks, and shows
 * the windows again: the workbench hides a detached window as it closes the main window and saves it
 * so (visible="false"), and would restore it hidden. Closing such a window puts its part back into
 * its stack, instead of the workbench's default of hiding the part.
 */
public class DetachedWindows {
    @Inject
    private MApplication application;

    @Inject
    private EModelService models;

    @PostConstruct
    void showAtStart() {
        if (application.getChildren().isEmpty()) {
            return;
        }
        MWindow main = DetachedParts.mainWindow(application);
        List<MWindow> windows = DetachedParts.windows(main, models);
        DetachedParts.removeCopies(main, windows);
        for (MWindow window : windows) {
            window.setToBeRendered(true);
            window.setVisible(true);
        }
    }

    /** The renderer sets its own close handler right after the window's shell is made: ours replaces it a moment later. */
    @Inject
    @Optional
    void shellMade(@UIEventTopic(UIEvents.UIElement.TOPIC_WIDGET) Event event) {
        if (event.getProperty(UIEvents.EventTags.ELEMENT) instanceof MWindow window
                && event.getProperty(UIEvents.EventTags.NEW_VALUE) instanceof Shell shell
                && DetachedParts.WINDOW_ID.equals(window.getElementId())) {
            Display.getCurrent().asyncExec(() -> {
                if (!shell.isDisposed() && window.getContext() != null) {
                    window.getContext().set(IWindowCloseHandler.class, this::attachOnClose);
                }
            });
        }
    }

    private boolean attachOnClose(MWindow window) {
        DetachedParts.attach(window, DetachedParts.mainWindow(application), models);
        return false;
    }
}
