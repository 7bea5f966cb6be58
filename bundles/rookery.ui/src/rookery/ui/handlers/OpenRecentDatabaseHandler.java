package rookery.ui.handlers;

import java.nio.file.Path;
import java.util.List;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.session.Session;

/** File > Recent Databases: a menu of the recently opened databases at the pointer. */
public class OpenRecentDatabaseHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Session session) {
        List<Path> recent = session.preferences().recentDatabases();
        Menu menu = new Menu(shell, SWT.POP_UP);
        if (recent.isEmpty()) {
            MenuItem none = new MenuItem(menu, SWT.PUSH);
            none.setText("No recent database");
            none.setEnabled(false);
        }
        for (Path folder : recent) {
            MenuItem item = new MenuItem(menu, SWT.PUSH);
            item.setText(folder.getFileName() + "  \u2014  " + folder);
            item.addListener(SWT.Selection, event -> DatabaseOpener.open(session, folder, shell.getDisplay(), database -> { },
                    message -> Messages.error(shell, "Open database", message)));
        }
        menu.setLocation(shell.getDisplay().getCursorLocation());
        menu.setVisible(true);
    }
}
