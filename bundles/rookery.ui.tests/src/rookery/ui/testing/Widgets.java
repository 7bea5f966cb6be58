package rookery.ui.testing;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/** Finds controls in a window as a person does: by the label beside them or the text on them. */
public final class Widgets {
    private Widgets() {
    }

    /** The first control of {@code type} after the visible label reading {@code label}. */
    public static <T extends Control> T after(Composite window, String label, Class<T> type) {
        List<Control> controls = visible(window);
        for (int i = 0; i < controls.size(); i++) {
            if (controls.get(i) instanceof Label l && l.getText().replace("&", "").equals(label)) {
                for (Control next : controls.subList(i + 1, controls.size())) {
                    if (type.isInstance(next)) {
                        return type.cast(next);
                    }
                }
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " after the label \"" + label + "\" in " + window);
    }

    /** The first visible control of {@code type}. */
    public static <T extends Control> T first(Composite window, Class<T> type) {
        return visible(window).stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " in " + window));
    }

    /** The visible button reading {@code text} (mnemonics ignored). */
    public static Button visibleButton(Composite window, String text) {
        for (Control control : visible(window)) {
            if (control instanceof Button button && button.getText().replace("&", "").equals(text)) {
                return button;
            }
        }
        throw new AssertionError("no visible button \"" + text + "\" in " + window);
    }

    /** Every visible control in {@code window}, depth first in creation order. */
    /** Asserts that the button is as wide as its label needs and lies inside its window's client area. */
    public static void assertWholeAndInView(Button button) {
        if (button.getSize().x < button.computeSize(SWT.DEFAULT, SWT.DEFAULT).x) {
            throw new AssertionError("'" + button.getText() + "' is cut off");
        }
        Shell shell = button.getShell();
        Rectangle inShell = shell.getDisplay().map(button.getParent(), shell, button.getBounds());
        Rectangle client = shell.getClientArea();
        if (!client.contains(inShell.x, inShell.y) || !client.contains(inShell.x + inShell.width - 1, inShell.y + inShell.height - 1)) {
            throw new AssertionError("'" + button.getText() + "' at " + inShell + " lies outside the window's " + client);
        }
    }

    private static List<Control> visible(Composite window) {
        List<Control> all = new ArrayList<>();
        for (Control child : window.getChildren()) {
            if (child.isVisible()) {
                all.add(child);
                if (child instanceof Composite composite) {
                    all.addAll(visible(composite));
                }
            }
        }
        return all;
    }
}
