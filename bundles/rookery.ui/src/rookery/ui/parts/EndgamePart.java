package rookery.ui.parts;

import jakarta.annotation.PostConstruct;

import org.eclipse.swt.widgets.Composite;

public class EndgamePart {
    @PostConstruct
    public void createControls(Composite parent) {
        EmptyState.show(parent, "No endgame tables", "Win / Draw / Loss for every move appears here for positions covered by generated tables.");
    }
}
