package rookery.ui.dialogs;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;

/** Where a dialog opens: centred over the window it belongs to, kept on that window's monitor. */
public final class DialogPlacement {

    private DialogPlacement() {
    }

    /** Ends a dialog that only shows something with a Close button (its default button), sizes it and centres it. */
    public static void closeButtonAndCentre(Shell dialog) {
        Button close = new Button(dialog, SWT.PUSH);
        close.setText("Close");
        close.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        close.addListener(SWT.Selection, event -> dialog.close());
        dialog.setDefaultButton(close);
        dialog.pack();
        centreOnParent(dialog);
    }

    public static void centreOnParent(Shell dialog) {
        if (!(dialog.getParent() instanceof Shell parent) || parent.isDisposed()) {
            return;
        }
        Rectangle owner = parent.getBounds();
        Point size = dialog.getSize();
        int x = owner.x + (owner.width - size.x) / 2;
        int y = owner.y + (owner.height - size.y) / 2;
        Rectangle screen = parent.getMonitor().getClientArea();
        x = Math.max(screen.x, Math.min(x, screen.x + screen.width - size.x));
        y = Math.max(screen.y, Math.min(y, screen.y + screen.height - size.y));
        dialog.setLocation(x, y);
    }
}
