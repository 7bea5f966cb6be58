package rookery.ui.parts;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;

/** A centred, greyed message that tells the user why a part has nothing to show yet. */
final class EmptyState {
    private EmptyState() {
    }

    static Label show(Composite parent, String headline, String hint) {
        parent.setLayout(new GridLayout(1, false));
        Label title = new Label(parent, SWT.CENTER | SWT.WRAP);
        title.setText(headline);
        title.setLayoutData(new GridData(SWT.FILL, SWT.END, true, true));
        Label detail = new Label(parent, SWT.CENTER | SWT.WRAP);
        detail.setText(hint);
        detail.setForeground(Display.getCurrent().getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
        detail.setLayoutData(new GridData(SWT.FILL, SWT.BEGINNING, true, true));
        return title;
    }
}
