package rookery.ui.testing;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A window for one test (a dialog's parent, or a shell to put widgets in), closed after the test
 * with whatever it still holds: {@code @RegisterExtension final TestShell window = new TestShell();}.
 */
public final class TestShell implements AfterEachCallback {
    private final Display display = Display.getDefault();
    private final Shell shell = new Shell(display);

    public Display display() {
        return display;
    }

    public Shell shell() {
        return shell;
    }

    @Override
    public void afterEach(ExtensionContext context) {
        shell.dispose();
        Ui.settle(display);
    }
}
