package rookery.ui.parts;

import jakarta.annotation.PostConstruct;

import org.eclipse.swt.widgets.Composite;

public class ExplorerPart {
    @PostConstruct
    public void createControls(Composite parent) {
        EmptyState.show(parent, "No database open", "Import a PGN collection to see move statistics for the current position.");
    }
}
