package rookery.ui.parts;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import rookery.ui.session.Session;
import rookery.ui.views.BoardView;

public class BoardPart extends SessionViewPart<BoardView> {
    @Override
    protected BoardView createView(Composite parent, Session session) {
        return new BoardView(parent, session);
    }

    @Override
    protected Control focusControl(BoardView view) {
        return view.board();
    }
}
