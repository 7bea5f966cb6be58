package rookery.ui.parts;

import jakarta.annotation.PostConstruct;

import org.eclipse.swt.widgets.Composite;

public class NotationPart {
    @PostConstruct
    public void createControls(Composite parent) {
        EmptyState.show(parent, "No game loaded", "Moves played on the board or a game opened from the Games part appear here.");
    }
}
