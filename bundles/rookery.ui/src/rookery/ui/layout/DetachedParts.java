package rookery.ui.layout;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.MElementContainer;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.advanced.MPerspective;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartSashContainer;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.IPresentationEngine;
import org.eclipse.e4.ui.workbench.modeling.EModelService;

/**
 * Parts in windows of their own (e4 detached windows, kept by the perspective in the model, so that
 * the workbench keeps them across restarts) and back in the stacks they came from.
 */
public final class DetachedParts {
    /** The element id of a detached part's window. */
    static final String WINDOW_ID = "rookery.ui.window.detached";
    /** The persisted state key under which a detached part keeps the element id of the stack it came from. */
    private static final String HOME_STACK = "rookery.ui.layout.homeStack";
    /** Where that stack was (its sash, its place and share there), to make it again: the workbench removes a stack as it empties. */
    private static final String HOME_SASH = "rookery.ui.layout.homeSash";
    private static final String HOME_INDEX = "rookery.ui.layout.homeIndex";
    private static final String HOME_SHARE = "rookery.ui.layout.homeShare";
    private static final List<String> HOME = List.of(HOME_STACK, HOME_SASH, HOME_INDEX, HOME_SHARE);
    private static final int OFFSET = 120;
    private static final int WIDTH = 760;
    private static final int HEIGHT = 520;

    private DetachedParts() {
    }

    /** The main window, which the detached windows belong to. */
    static MWindow mainWindow(MApplication application) {
        return application.getChildren().get(0);
    }

    /** Whether the part is in a detached window. */
    static boolean isDetached(MPart part, MWindow main) {
        MWindow window = windowOf(part);
        return window != null && window != main;
    }

    /** The windows of detached parts, wherever the model keeps them (the perspective's detached windows). */
    static List<MWindow> windows(MWindow main, EModelService models) {
        return models.findElements(main, WINDOW_ID, MWindow.class).stream().filter(window -> window != main).toList();
    }

    /** Moves a part of the main window into a window of its own, named after it; false for a part not in a stack of the main window. */
    static boolean detach(MPart part, MWindow main, EModelService models) {
        if (!((Object) part.getParent() instanceof MPartStack stack) || windowOf(part) != main) {
            return false;
        }
        Map<String, String> state = part.getPersistedState();
        state.put(HOME_STACK, stack.getElementId());
        MElementContainer<MUIElement> sash = stack.getParent();
        if (sash != null && sash.getElementId() != null) {
            state.put(HOME_SASH, sash.getElementId());
            state.put(HOME_INDEX, Integer.toString(sash.getChildren().indexOf(stack)));
            state.put(HOME_SHARE, String.valueOf(stack.getContainerData()));
        }
        models.detach(part, main.getX() + OFFSET, main.getY() + OFFSET, WIDTH, HEIGHT);
        MWindow window = windowOf(part);
        window.setElementId(WINDOW_ID);
        window.setLabel(part.getLocalizedLabel());
        // Made again as a window of its own (top-level): the workbench takes a window made as the main
        // window's child for a dialog, where no key binding runs.
        window.getTags().add(IPresentationEngine.WINDOW_TOP_LEVEL);
        window.setToBeRendered(false);
        window.setToBeRendered(true);
        return true;
    }

    /** Puts every part of a detached window back into the stack it came from and removes the window. */
    static void attach(MWindow window, MWindow main, EModelService models) {
        for (MPart part : models.findElements(window, null, MPart.class)) {
            MPartStack home = homeStack(part, main, models);
            @SuppressWarnings("unchecked")
            MElementContainer<MUIElement> into = (MElementContainer<MUIElement>) (Object) home;
            models.move(part, into);
            home.setSelectedElement(part);
            home.setToBeRendered(true);
            home.setVisible(true);
            HOME.forEach(part.getPersistedState()::remove);
        }
        window.setToBeRendered(false);
        if (models.getContainer(window) instanceof MPerspective perspective) {
            perspective.getWindows().remove(window);
        } else if (models.getContainer(window) instanceof MWindow parent) {
            parent.getWindows().remove(window);
        }
    }

    /**
     * Removes the copies of parts the main window's stacks got at start: the workbench merges the parts of
     * fragment.e4xmi into the saved model at every start, and puts a part back into its stack when it does not
     * find it there, detached as it is. The part in its window stays (it knows its home); so does the first of
     * two in the main window (a saved model from before this repair holds a part attached back beside its copy).
     */
    static void removeCopies(MWindow main, List<MWindow> detachedWindows) {
        Set<String> kept = new HashSet<>();
        List<MPart> parts = new ArrayList<>();
        detachedWindows.forEach(window -> addParts(window, parts));
        addParts(main, parts);
        for (MPart part : parts) {
            if (part.getElementId() != null && !kept.add(part.getElementId())) {
                remove(part);
            }
        }
    }

    /** The parts in the element's tree of children (a window's own: its detached windows are not its children). */
    private static void addParts(MUIElement element, List<MPart> parts) {
        if (element instanceof MPart part) {
            parts.add(part);
        } else if (element instanceof MElementContainer<?> container) {
            container.getChildren().forEach(child -> addParts(child, parts));
        }
    }

    private static void remove(MPart part) {
        MElementContainer<MUIElement> stack = part.getParent();
        stack.getChildren().remove(part);
        if (stack.getSelectedElement() == part) {
            stack.setSelectedElement(stack.getChildren().stream().filter(MUIElement::isToBeRendered).findFirst().orElse(null));
        }
        if (stack.getChildren().isEmpty()) {
            stack.setToBeRendered(false);
        }
    }

    /** Puts every detached part back (Window > Attach Detached Parts, Reset Layout). */
    public static void attachAll(MWindow main, EModelService models) {
        windows(main, models).forEach(window -> attach(window, main, models));
    }

    /**
     * The stack the part came from: found by its id, or made again in its place, or, when even its sash is gone
     * (a model from before), the main window's first stack.
     */
    private static MPartStack homeStack(MPart part, MWindow main, EModelService models) {
        Map<String, String> state = part.getPersistedState();
        if (models.find(state.get(HOME_STACK), main) instanceof MPartStack existing) {
            return existing;
        }
        if (!(models.find(state.get(HOME_SASH), main) instanceof MPartSashContainer sash)) {
            return models.findElements(main, null, MPartStack.class).get(0);
        }
        MPartStack made = models.createModelElement(MPartStack.class);
        made.setElementId(state.get(HOME_STACK));
        made.setContainerData(state.get(HOME_SHARE));
        int index = Math.min(Integer.parseInt(state.getOrDefault(HOME_INDEX, "0")), sash.getChildren().size());
        sash.getChildren().add(index, made);
        return made;
    }

    static MWindow windowOf(MUIElement element) {
        for (MUIElement at = element; at != null; at = at.getParent()) {
            if (at instanceof MWindow window) {
                return window;
            }
        }
        return null;
    }
}
