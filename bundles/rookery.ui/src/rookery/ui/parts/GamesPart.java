package rookery.ui.parts;

import jakarta.inject.Inject;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.StructureChange;
import rookery.ui.session.Topics;
import rookery.ui.views.GameListTabs;

/** The Games part: a tab for each open database over the list of the picked one's games. */
public class GamesPart extends SessionViewPart<GameListTabs> {
    @Override
    protected GameListTabs createView(Composite parent, Session session) {
        return new GameListTabs(parent, session);
    }

    @Override
    protected Control focusControl(GameListTabs view) {
        return view.games().table();
    }

    /** A search by structure or material (the board's menu) lists its games here: this part comes to the front of its stack. */
    @Inject
    @Optional
    void searched(@UIEventTopic(Topics.STRUCTURE) SessionEvent event, EPartService parts, MPart part) {
        if (event instanceof StructureChange(var matches) && matches != null) {
            parts.bringToTop(part);
        }
    }
}
