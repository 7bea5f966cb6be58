package rookery.ui.parts;

import jakarta.annotation.PostConstruct;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;

import rookery.ui.board.BoardCanvas;

public class BoardPart {
    private BoardCanvas board;

    @PostConstruct
    public void createControls(Composite parent) {
        parent.setLayout(new FillLayout());
        board = new BoardCanvas(parent, SWT.NONE);
    }

    BoardCanvas board() {
        return board;
    }
}
