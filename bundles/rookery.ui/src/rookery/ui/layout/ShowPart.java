package rookery.ui.layout;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.ui.menu.MDirectMenuItem;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;

/** A Window menu item: brings its part to the front of its stack and gives it the focus. */
public class ShowPart {
    static final String CONTRIBUTION_URI = "bundleclass://rookery.ui/rookery.ui.layout.ShowPart";
    /** The transient data key of the item under which the part's element id is kept. */
    static final String PART_ID = "rookery.ui.layout.partId";

    @Execute
    public void show(MDirectMenuItem item, EPartService parts) {
        Object partId = item.getTransientData().get(PART_ID);
        if (partId instanceof String id) {
            parts.showPart(id, PartState.ACTIVATE);
        }
    }
}
