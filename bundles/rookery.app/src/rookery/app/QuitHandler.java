package rookery.app;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.IWorkbench;

public class QuitHandler {
    @Execute
    public void quit(IWorkbench workbench) {
        workbench.close();
    }
}
