package rookery.ui.layout;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.MElementContainer;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartSashContainer;
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
    /** Where that stack was (its sash, its place and share there), to make it again when the workbench removed it empty. */
    private static final String HOME_SASH = "rookery.ui.layout.homeSash";
    private static final String HOME_INDEX = "rookery.ui.layout.homeIndex";
    private static final String HOME_SHARE = "rookery.ui.layout.homeShare";
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
            MElementContainer<MUIElement> sash = stack.getParent();
            if (sash != null && sash.getElementId() != null) {
                part.getPersistedState().put(HOME_SASH, sash.getElementId());
                part.getPersistedState().put(HOME_INDEX, Integer.toString(sash.getChildren().indexOf(stack)));
                part.getPersistedState().put(HOME_SHARE, String.valueOf(stack.getContainerData()));
            }
            models.detach(part, main.getX() + OFFSET, main.getY() + OFFSET, WIDTH, HEIGHT);
        } else if (window != null) {
            attach(part, window, main, models);
        }
        parts.activate(part);
    }

    /** Puts a detached part back into the stack it came from and removes its window; false when that stack is gone. */
    static boolean attach(MPart part, MWindow window, MWindow main, EModelService models) {
        MPartStack home = homeStack(part, main, models);
        if (home == null) {
            return false;
        }
        @SuppressWarnings("unchecked")
        MElementContainer<MUIElement> into = (MElementContainer<MUIElement>) (Object) home;
        models.move(part, into);
        home.setSelectedElement(part);
        for (String key : new String[] {HOME_STACK, HOME_SASH, HOME_INDEX, HOME_SHARE}) {
            part.getPersistedState().remove(key);
        }
        home.setToBeRendered(true);
        home.setVisible(true);
        window.setToBeRendered(false);
        main.getWindows().remove(window);
        return true;
    }

    /** The stack the part came from, made again in its place when the workbench removed it as it emptied. */
    private static MPartStack homeStack(MPart part, MWindow main, EModelService models) {
        java.util.Map<String, String> state = part.getPersistedState();
        if (models.find(state.get(HOME_STACK), main) instanceof MPartStack existing) {
            return existing;
        }
        if (!(models.find(state.get(HOME_SASH), main) instanceof MPartSashContainer sash)) {
            return null;
        }
        MPartStack made = models.createModelElement(MPartStack.class);
        made.setElementId(state.get(HOME_STACK));
        made.setContainerData(state.get(HOME_SHARE));
        int index = Math.min(Integer.parseInt(state.getOrDefault(HOME_INDEX, "0")), sash.getChildren().size());
        sash.getChildren().add(index, made);
        return made;
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
