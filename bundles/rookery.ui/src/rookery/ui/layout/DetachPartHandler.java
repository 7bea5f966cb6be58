package rookery.ui.layout;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.MElementContainer;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

/**
 * Window > Detach Active Part (Ctrl+Shift+D): the active part moves into a window of its own (an e4
 * detached window), or, when it is in one, back into the stack it came from, and that window closes.
 * Window > Attach Detached Parts puts them all back, as the next start does ({@link DetachedWindows}).
 */
public class DetachPartHandler {
    /** The persisted state key under which a detached part keeps the element id of the stack it came from. */
    static final String HOME_STACK = "rookery.ui.layout.homeStack";
    private static final int OFFSET = 120;
    private static final int WIDTH = 760;
    private static final int HEIGHT = 520;

    @Execute
    public void toggle(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part, MApplication application, EModelService models,
            EPartService parts) {
        Object parent = part == null ? null : part.getParent();
        if (!(parent instanceof MPartStack stack)) {
            return;
        }
        MWindow main = application.getChildren().get(0);
        MWindow window = windowOf(part);
        if (window == main) {
            part.getPersistedState().put(HOME_STACK, stack.getElementId());
            models.detach(part, main.getX() + OFFSET, main.getY() + OFFSET, WIDTH, HEIGHT);
        } else if (window != null) {
            attach(part, window, main, models);
        }
        parts.activate(part);
    }

    /** Puts a detached part back into the stack it came from and removes its window; false when that stack is gone. */
    static boolean attach(MPart part, MWindow window, MWindow main, EModelService models) {
        if (!(models.find(part.getPersistedState().get(HOME_STACK), main) instanceof MPartStack home)) {
            return false;
        }
        @SuppressWarnings("unchecked")
        MElementContainer<MUIElement> into = (MElementContainer<MUIElement>) (Object) home;
        models.move(part, into);
        home.setSelectedElement(part);
        part.getPersistedState().remove(HOME_STACK);
        window.setToBeRendered(false);
        main.getWindows().remove(window);
        return true;
    }

    private static MWindow windowOf(MUIElement element) {
        for (MUIElement at = element; at != null; at = at.getParent()) {
            if (at instanceof MWindow window) {
                return window;
            }
        }
        return null;
    }
}
