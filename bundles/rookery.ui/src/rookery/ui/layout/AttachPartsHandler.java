package rookery.ui.layout;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.workbench.modeling.EModelService;

/** Window > Attach Detached Parts: every detached part back into the stack it came from. */
public class AttachPartsHandler {
    @Execute
    public void attach(MApplication application, EModelService models) {
        DetachedParts.attachAll(DetachedParts.mainWindow(application), models);
    }
}
