package rookery.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.views.BoardView;
import rookery.ui.views.NotationView;

/** The board above the notation in a shell of their own, both following a new session, without e4. */
public record BoardAndNotation(Shell shell, Session session, BoardView board, NotationView notation) {

    public static BoardAndNotation open(Display display, int width, int height) {
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout(SWT.VERTICAL));
        Session session = new WorkbenchSession();
        BoardView board = new BoardView(shell, session);
        NotationView notation = new NotationView(shell, session);
        session.addListener(board);
        session.addListener(notation);
        shell.setSize(width, height);
        shell.open();
        return new BoardAndNotation(shell, session, board, notation);
    }
}
