package rookery.ui.layout;

import java.util.List;

import jakarta.annotation.PostConstruct;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;

/**
 * An addon that puts the parts detached with {@link DetachPartHandler} back into their stacks at
 * start, before the window is drawn: the workbench saves their windows hidden and would restore them
 * so, leaving those parts out of sight. Window > Attach Detached Parts ({@link AttachPartsHandler})
 * does the same at any time.
 */
public class DetachedWindows {
    @PostConstruct
    void attachAtStart(MApplication application, EModelService models) {
        attachAll(application, models);
    }

    /** Puts every detached part back into the stack it came from. */
    static void attachAll(MApplication application, EModelService models) {
        if (application.getChildren().isEmpty()) {
            return;
        }
        MWindow main = application.getChildren().get(0);
        for (MWindow window : List.copyOf(main.getWindows())) {
            for (MPart part : models.findElements(window, null, MPart.class)) {
                if (part.getPersistedState().containsKey(DetachPartHandler.HOME_STACK)) {
                    DetachPartHandler.attach(part, window, main, models);
                }
            }
        }
    }
}
