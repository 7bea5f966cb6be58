package rookery.ui.parts;

import jakarta.annotation.PostConstruct;

import org.eclipse.swt.widgets.Composite;

public class EnginePart {
    @PostConstruct
    public void createControls(Composite parent) {
        EmptyState.show(parent, "Engine idle", "Analysis of the current position appears here when an engine is started.");
    }
}
