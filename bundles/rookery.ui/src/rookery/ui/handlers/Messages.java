package rookery.ui.handlers;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.MessageBox;
import org.eclipse.swt.widgets.Shell;

/** Error and information boxes for the handlers. */
final class Messages {
    private Messages() {
    }

    static void error(Shell shell, String title, String text) {
        show(shell, SWT.ICON_ERROR, title, text);
    }

    static void info(Shell shell, String title, String text) {
        show(shell, SWT.ICON_INFORMATION, title, text);
    }

    private static void show(Shell shell, int icon, String title, String text) {
        if (shell == null || shell.isDisposed()) {
            return;
        }
        MessageBox box = new MessageBox(shell, icon | SWT.OK);
        box.setText(title);
        box.setMessage(text);
        box.open();
    }
}
