package rookery.ui.widgets;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Listener;

/**
 * A combo's tooltip that is not shown while its list is down: GTK leaves a tooltip shown as the
 * list opens, over the list's first items. The tooltip comes back once the list has closed.
 */
public final class ComboTooltip {
    private static final int CHECK_MILLIS = 100;

    private ComboTooltip() {
    }

    public static void set(Combo combo, String text) {
        combo.setToolTipText(text);
        Listener opening = event -> {
            combo.setToolTipText(null);
            restoreOnceClosed(combo, text);
        };
        combo.addListener(SWT.MouseDown, opening);
        combo.addListener(SWT.KeyDown, opening);
    }

    private static void restoreOnceClosed(Combo combo, String text) {
        combo.getDisplay().timerExec(CHECK_MILLIS, () -> {
            if (combo.isDisposed()) {
                return;
            }
            if (combo.getListVisible()) {
                restoreOnceClosed(combo, text);
            } else {
                combo.setToolTipText(text);
            }
        });
    }
}
