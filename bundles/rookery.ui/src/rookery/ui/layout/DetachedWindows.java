package rookery.ui.layout;

import jakarta.annotation.PostConstruct;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;

/**
 * An addon that shows the parts detached in the last session again ({@link DetachPartHandler}):
 * the workbench saves their windows hidden, as it closes them on Quit, and would restore them so.
 */
public class DetachedWindows {
    @PostConstruct
    void showAgain(MApplication application, EModelService models) {
        if (application.getChildren().isEmpty()) {
            return;
        }
        for (MWindow window : application.getChildren().get(0).getWindows()) {
            boolean holdsDetachedPart = models.findElements(window, null, MPart.class).stream()
                    .anyMatch(part -> part.getPersistedState().containsKey(DetachPartHandler.HOME_STACK));
            if (holdsDetachedPart) {
                window.setVisible(true);
                window.setToBeRendered(true);
            }
        }
    }
}
