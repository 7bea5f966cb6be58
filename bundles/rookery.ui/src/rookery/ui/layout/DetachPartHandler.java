package rookery.ui.layout;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

/**
 * Window > Detach or Attach Part (Ctrl+Shift+D): the active part moves into a window of its own, or,
 * when it is in one, back into the stack it came from.
 */
public class DetachPartHandler {
    @Execute
    public void toggle(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part, MApplication application, EModelService models,
            EPartService parts) {
        if (part == null) {
            return;
        }
        MWindow main = DetachedParts.mainWindow(application);
        if (DetachedParts.isDetached(part, main)) {
            DetachedParts.attach(DetachedParts.windowOf(part), main, models);
        } else if (!DetachedParts.detach(part, main, models)) {
            return;
        }
        parts.activate(part);
    }
}
