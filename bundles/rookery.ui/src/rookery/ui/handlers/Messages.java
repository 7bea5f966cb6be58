package rookery.ui.handlers;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.MessageBox;
import org.eclipse.swt.widgets.Shell;

/** Error and information boxes for the handlers. */
final class Messages {
    private Messages() {
    }

    static void error(Shell shell, String title, String text) {
        if (shell == null || shell.isDisposed()) {
            return;
        }
        MessageBox box = new MessageBox(shell, SWT.ICON_ERROR | SWT.OK);
        box.setText(title);
        box.setMessage(text);
        box.open();
    }
}
