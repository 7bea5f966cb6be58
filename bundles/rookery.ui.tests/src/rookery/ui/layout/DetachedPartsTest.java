package rookery.ui.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MBasicFactory;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartSashContainer;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MTrimmedWindow;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.junit.jupiter.api.Test;

/** The copies of parts that the workbench's merge of the parts fragment leaves in the main window at start. */
class DetachedPartsTest {
    private static final String ENGINE = "rookery.ui.part.engine";

    private final MTrimmedWindow main = MBasicFactory.INSTANCE.createTrimmedWindow();
    private final MPartSashContainer sash = MBasicFactory.INSTANCE.createPartSashContainer();

    DetachedPartsTest() {
        main.getChildren().add(sash);
    }

    @Test
    void aDetachedPartsCopyInItsStackGoesAndTheDetachedPartStays() {
        MPart copy = part(ENGINE);
        MPartStack engineStack = stack(copy);
        MPart games = part("rookery.ui.part.games");
        MPart endgame = part("rookery.ui.part.endgame");
        MPartStack gamesStack = stack(games, endgame);
        sash.getChildren().addAll(List.of(engineStack, gamesStack));
        MPart detached = part(ENGINE);
        MWindow window = MBasicFactory.INSTANCE.createWindow();
        window.getChildren().add(stack(detached));

        DetachedParts.removeCopies(main, List.of(window));

        assertTrue(engineStack.getChildren().isEmpty(), "the copy left its stack");
        assertFalse(engineStack.isToBeRendered(), "the emptied stack is not drawn until the part is attached back");
        assertSame(window, DetachedParts.windowOf(detached), "the detached part stays in its window");
        assertEquals(List.of(games, endgame), gamesStack.getChildren(), "parts without copies stay");
    }

    @Test
    void aPartTwiceInTheMainWindowKeepsTheFirstInFront() {
        MPart engine = part(ENGINE);
        MPart second = part(ENGINE);
        MPartStack stack = stack(engine, second);
        stack.setSelectedElement(second);
        sash.getChildren().add(stack);

        DetachedParts.removeCopies(main, List.of());

        assertEquals(List.of(engine), stack.getChildren());
        assertSame(engine, stack.getSelectedElement(), "the stack shows the part kept");
        assertTrue(stack.isToBeRendered());
    }

    private static MPart part(String id) {
        MPart part = MBasicFactory.INSTANCE.createPart();
        part.setElementId(id);
        return part;
    }

    private static MPartStack stack(MPart... parts) {
        MPartStack stack = MBasicFactory.INSTANCE.createPartStack();
        stack.getChildren().addAll(List.of(parts));
        stack.setSelectedElement(parts[0]);
        return stack;
    }
}
