package rookery.ui.layout;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.workbench.modeling.EModelService;

/**
 * Window > Attach Detached Parts: every detached part back into the stack it came from, whichever
 * part is active (no command runs while the active part is in a detached window: a part of the main
 * window is clicked first).
 */
public class AttachPartsHandler {
    @Execute
    public void attach(MApplication application, EModelService models) {
        DetachedWindows.attachAll(application, models);
    }
}
