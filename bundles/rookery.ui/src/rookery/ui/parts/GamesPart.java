package rookery.ui.parts;

import jakarta.annotation.PostConstruct;

import org.eclipse.swt.widgets.Composite;

public class GamesPart {
    @PostConstruct
    public void createControls(Composite parent) {
        EmptyState.show(parent, "No database open", "Games reaching the current position appear here once a database is open.");
    }
}
